import { describe, expect, it } from 'vitest';
import {
  countTamperedMatches,
  openGameSession,
  playRounds,
  revealSeeds,
  useCasinoAndProvider,
  verifyRounds,
} from '../test-support/game-rounds';

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 60_000 };

const rig = useCasinoAndProvider();

describe('a Moon Rabbit round through the page API and the real casino wallet', slow, () => {
  it('debits the bet, credits the win and is replayed exactly by /api/verify', async () => {
    const { player, token, session } = await openGameSession(rig, 66123, {
      balanceMinor: 50_000,
      language: 'es',
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      balanceMinor: 50_000,
      betSizesMinor: [50, 100, 200, 500, 1000, 2000],
      game: { gameId: 66123, title: 'Moon Rabbit', rtpPercent: '96.5651', betDivisibleBy: 10 },
    });
    expect(session.body.game.rules.pearlPrizes).toHaveLength(6);

    // Enough rounds that some win: the hit frequency is about 45%.
    const betMinor = 200;
    const { played, balanceMinor } = await playRounds(rig.provider, {
      gameId: 66123,
      token,
      betMinor,
      rounds: 12,
      balanceMinor: 50_000,
      check: ({ round }, roundIndex) => {
        const { outcome } = round;
        expect(round.nonce).toBe(roundIndex);
        // The win is the lines plus the rabbit's collect, in whole line bets.
        expect(outcome.totalBetMinor).toBe(betMinor);
        expect(outcome.lineBetMinor).toBe(20);
        expect(round.winMinor).toBe(outcome.totalWinMinor);
        expect(outcome.totalWinMinor).toBe(outcome.lineWinMinor + outcome.collect.winMinor);
      },
    });
    expect(played.some(({ round }) => round.winMinor > 0)).toBe(true);
    expect(await rig.casino.balanceOf(player)).toBe(balanceMinor);

    const { revealed } = await revealSeeds(rig.provider, token);
    expect(revealed.serverSeedHash).toBe(session.body.seeds.serverSeedHash);
    await verifyRounds(rig.provider, 66123, played, revealed.serverSeed);
    // Another seed reproduces a round only if all four reel stops and every prize coincide: about
    // 1 in 500,000 per round, so twelve rounds never all match by chance, and in practice none do.
    expect(await countTamperedMatches(rig.provider, 66123, played, revealed.serverSeed)).toBe(0);
  });

  it('refuses a total bet the ten lines cannot split, charging nothing', async () => {
    const { player, token } = await openGameSession(rig, 66123, { balanceMinor: 10_000 });
    const response = await rig.provider.call<{ error: { code: string } }>('/api/spin', {
      token,
      betMinor: 105,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bet_invalid');
    expect(await rig.casino.balanceOf(player)).toBe(10_000);
  });
});
