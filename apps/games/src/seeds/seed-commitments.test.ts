import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPairs } from '../db/schema';
import type {
  ClientSeedAnswer,
  PageErrorAnswer,
  RotateSeedsAnswer,
  SpinAnswer,
} from '../page-api/answers';
import { openGameSession, useCasinoAndProvider } from '../test-support/game-rounds';

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 60_000 };

const rig = useCasinoAndProvider();

/** SHA-256 of the seed's text, as any SHA-256 tool computes it. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const rotate = (token: string, clientSeed: string) =>
  rig.provider.call<RotateSeedsAnswer>('/api/seeds/rotate', { token, clientSeed });

describe('the commitment made before the player chooses a client seed', slow, () => {
  it('publishes the next server seed’s hash first; the client seed set next cannot have chosen it', async () => {
    const { token, session } = await openGameSession(rig, 66121, { balanceMinor: 10_000 });
    const first = session.body.seeds;
    expect(first).toMatchObject({ nonce: 0, clientSeedChosen: false });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nextServerSeedHash).not.toBe(first.serverSeedHash);

    // Before the first round the player's own client seed goes with the seed already committed.
    const chosen = await rig.provider.call<ClientSeedAnswer>('/api/seeds/client', {
      token,
      clientSeed: 'my-browser-seed_1',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.seeds).toEqual({
      ...first,
      clientSeed: 'my-browser-seed_1',
      clientSeedChosen: true,
    });

    const spun = await rig.provider.call<SpinAnswer>('/api/spin', { token, betMinor: 100 });
    expect(spun.body.round).toMatchObject({
      serverSeedHash: first.serverSeedHash,
      clientSeed: 'my-browser-seed_1',
      nonce: 0,
    });
    // Once a round is played with it, the pair keeps its client seed: a new one needs a rotation.
    const late = await rig.provider.call<PageErrorAnswer>('/api/seeds/client', {
      token,
      clientSeed: 'changed-my-mind',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('seeds_in_use');

    // Rotating reveals the seed in play and puts in play exactly the one committed before.
    const rotated = await rotate(token, 'second-seed');
    expect(rotated.status).toBe(200);
    expect(sha256(rotated.body.revealed.serverSeed)).toBe(first.serverSeedHash);
    expect(rotated.body.revealed).toMatchObject({ clientSeed: 'my-browser-seed_1', nextNonce: 1 });
    expect(rotated.body.seeds).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: 'second-seed',
      clientSeedChosen: true,
      nonce: 0,
    });

    // And the seed revealed by the rotation after that is the one whose hash was published.
    const again = await rotate(token, 'third-seed');
    expect(sha256(again.body.revealed.serverSeed)).toBe(first.nextServerSeedHash);
    expect(again.body.seeds.serverSeedHash).toBe(rotated.body.seeds.nextServerSeedHash);
  });

  it('never puts in play a server seed whose hash was not published as the next one, even under racing rotations', async () => {
    const { token, session } = await openGameSession(rig, 66121, { balanceMinor: 0 });
    const published = [session.body.seeds.serverSeedHash, session.body.seeds.nextServerSeedHash];
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        rotate(token, `racing-a-${round}`),
        rotate(token, `racing-b-${round}`),
        rotate(token, `racing-c-${round}`),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(published).toContain(answer.body.seeds.serverSeedHash);
        expect(published).toContain(sha256(answer.body.revealed.serverSeed));
        published.push(answer.body.seeds.nextServerSeedHash);
      }
    }
    // In the provider's records: a chain in which every pair's seed is the one its predecessor
    // committed to, and a revealed pair no longer holds the next pair's secret.
    const [firstPair] = await rig.provider.database.db
      .select({ playerRef: seedPairs.playerRef })
      .from(seedPairs)
      .where(eq(seedPairs.serverSeedHash, session.body.seeds.serverSeedHash));
    const pairs = await rig.provider.database.db
      .select()
      .from(seedPairs)
      .where(eq(seedPairs.playerRef, firstPair?.playerRef ?? ''))
      .orderBy(asc(seedPairs.id));
    expect(pairs).toHaveLength(10);
    for (const [index, pair] of pairs.entries()) {
      expect(sha256(pair.serverSeed)).toBe(pair.serverSeedHash);
      const previous = pairs[index - 1];
      if (previous) expect(pair.serverSeedHash).toBe(previous.nextServerSeedHash);
      if (pair.revealedAt) expect(pair.nextServerSeed).toBeNull();
      else expect(sha256(pair.nextServerSeed ?? '')).toBe(pair.nextServerSeedHash);
    }
    expect(pairs.filter((pair) => pair.revealedAt === null)).toHaveLength(1);
  });

  it('refuses a client seed that is not one, and changes nothing', async () => {
    const { token, session } = await openGameSession(rig, 66121, { balanceMinor: 0 });
    for (const clientSeed of ['', 'has:colon', 'a'.repeat(65), 'espaço']) {
      const set = await rig.provider.call<PageErrorAnswer>('/api/seeds/client', {
        token,
        clientSeed,
      });
      expect(set.status).toBe(400);
      const rotated = await rig.provider.call<PageErrorAnswer>('/api/seeds/rotate', {
        token,
        clientSeed,
      });
      expect(rotated.status).toBe(400);
    }
    const reopened = await rig.provider.call<{ seeds: unknown }>('/api/session', {
      token,
      gameId: 66121,
      currency: 'BRL',
    });
    expect(reopened.body.seeds).toEqual(session.body.seeds);
  });
});
