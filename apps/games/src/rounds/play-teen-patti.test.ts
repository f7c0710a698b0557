import { describe, expect, it } from 'vitest';
import {
  countTamperedMatches,
  openGameSession,
  playRounds,
  readHistory,
  revealSeeds,
  useCasinoAndProvider,
  verifyRounds,
} from '../test-support/game-rounds';

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 30_000 };

const rig = useCasinoAndProvider();

describe('a Teen Patti round against the real casino wallet', slow, () => {
  it('debits the ante, credits the return, and replays exactly from the revealed seeds', async () => {
    const { player, token, session } = await openGameSession(rig, 66136, {
      balanceMinor: 10_000,
      language: 'es',
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      balanceMinor: 10_000,
      betSizesMinor: [50, 100, 200, 500, 1000, 2000],
      game: { gameId: 66136, kind: 'table', rtpPercent: '96.4626', maxWinTimesBet: 10 },
    });

    const { played, balanceMinor } = await playRounds(rig.provider, {
      gameId: 66136,
      token,
      betMinor: 200,
      rounds: 4,
      balanceMinor: 10_000,
      check: ({ round }) => {
        const { outcome } = round;
        // The ante and bonus add up to what the wallet credited.
        expect(outcome.anteBetMinor).toBe(200);
        expect(outcome.antePayoutMinor + outcome.bonusPayoutMinor).toBe(round.winMinor);
        expect(outcome.totalWinMinor).toBe(round.winMinor);
        expect(new Set([...outcome.player.cards, ...outcome.dealer.cards].map(cardName)).size).toBe(
          6,
        );
      },
    });
    expect(await rig.casino.balanceOf(player)).toBe(balanceMinor);

    const history = await readHistory<66136>(rig.provider, token);
    expect(history.map((round) => round.outcome)).toEqual(
      played.map((answer) => answer.round.outcome).reverse(),
    );

    const { revealed } = await revealSeeds(rig.provider, token);
    expect(revealed.serverSeedHash).toBe(session.body.seeds.serverSeedHash);
    await verifyRounds(rig.provider, 66136, played, revealed.serverSeed);
    // Two different seeds dealing the same six cards four times over is beyond any chance.
    expect(await countTamperedMatches(rig.provider, 66136, played, revealed.serverSeed)).toBe(0);
  });
});

function cardName(card: { rank: string; suit: string }): string {
  return `${card.rank}${card.suit}`;
}
