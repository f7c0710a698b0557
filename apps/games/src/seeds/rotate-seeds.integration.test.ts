import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPairs } from '../db/schema';
import type { RotateSeedsAnswer, SessionAnswer, SpinAnswer } from '../page-api/answers';
import { useSharedDatabase } from '../test-support/shared-database';

// On PGlite, and on PostgreSQL with DATABASE_URL, where rotations truly run at the same time.
const rig = useSharedDatabase();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('seed rotations racing each other and the player’s spins', () => {
  it('only ever puts in play a server seed whose hash was published as the next one', async () => {
    const player = await rig.newPlayer(100_000);
    const token = await rig.openTab(player.accessToken, 66121);
    const session = await rig.provider.call<SessionAnswer>('/api/session', {
      token,
      gameId: 66121,
      currency: 'BRL',
    });
    const published = new Set([
      session.body.seeds.serverSeedHash,
      session.body.seeds.nextServerSeedHash,
    ]);
    const spins: SpinAnswer[] = [];
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all([
        rig.provider.call<RotateSeedsAnswer>('/api/seeds/rotate', {
          token,
          clientSeed: `a${round}`,
        }),
        rig.provider.call<RotateSeedsAnswer>('/api/seeds/rotate', {
          token,
          clientSeed: `b${round}`,
        }),
        rig.provider.call<SpinAnswer>('/api/spin', { token, betMinor: 100 }),
      ]);
      const [first, second, spin] = answers;
      const rotations = [first, second];
      for (const rotation of rotations) expect(rotation?.status).toBe(200);
      // Which of the two went first is the database's choice; each published the next hash.
      for (const rotation of rotations)
        published.add(rotation?.body.seeds.nextServerSeedHash ?? '');
      for (const rotation of rotations) {
        expect(published.has(rotation?.body.seeds.serverSeedHash ?? '')).toBe(true);
        expect(published.has(sha256(rotation?.body.revealed.serverSeed ?? ''))).toBe(true);
      }
      expect(spin?.status).toBe(200);
      if (spin) spins.push(spin.body);
    }
    // Every round was played with a committed seed and replays from it once revealed.
    for (const { round } of spins) expect(published.has(round.serverSeedHash)).toBe(true);

    const [first] = await rig.provider.database.db
      .select({ playerRef: seedPairs.playerRef })
      .from(seedPairs)
      .where(eq(seedPairs.serverSeedHash, session.body.seeds.serverSeedHash));
    const pairs = await rig.provider.database.db
      .select()
      .from(seedPairs)
      .where(eq(seedPairs.playerRef, first?.playerRef ?? ''))
      .orderBy(asc(seedPairs.id));
    expect(pairs).toHaveLength(9);
    for (const [index, pair] of pairs.entries()) {
      expect(sha256(pair.serverSeed)).toBe(pair.serverSeedHash);
      const previous = pairs[index - 1];
      if (previous) expect(pair.serverSeedHash).toBe(previous.nextServerSeedHash);
    }
    expect(pairs.filter((pair) => pair.revealedAt === null)).toHaveLength(1);
  }, 60_000);
});
