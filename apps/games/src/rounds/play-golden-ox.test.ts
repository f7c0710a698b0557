import { describe, expect, it } from 'vitest';
import type { PageErrorAnswer } from '../page-api/answers';
import {
  openGameSession,
  playRounds,
  readHistory,
  revealSeeds,
  useCasinoAndProvider,
  verifyRounds,
} from '../test-support/game-rounds';

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 60_000 };

const rig = useCasinoAndProvider();

describe('Golden Ox rounds against the real casino wallet', slow, () => {
  it('opens with its rules and the bets its 10 lines split, and refuses any other bet', async () => {
    const { token, session } = await openGameSession(rig, 66122, {
      balanceMinor: 10_000,
      language: 'pt-BR',
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      betSizesMinor: [50, 100, 200, 500, 1000, 2000],
      game: {
        gameId: 66122,
        title: 'Golden Ox',
        kind: 'slot',
        rtpPercent: '96.7190',
        volatility: 'low',
        betDivisibleBy: 10,
        rules: { reelRows: [3, 4, 3], charge: { respinMultipliers: [2, 3, 5, 10, 20] } },
      },
    });
    expect(session.body.game.rules.lines).toHaveLength(10);
    const offList = await rig.provider.call<PageErrorAnswer>('/api/spin', { token, betMinor: 55 });
    expect(offList.body.error.code).toBe('bet_invalid');
  });

  it('debits the bet, credits the win, lists the rounds and replays each from the revealed seed', async () => {
    const { player, token } = await openGameSession(rig, 66122, { balanceMinor: 100_000 });

    const { played, balanceMinor } = await playRounds(rig.provider, {
      gameId: 66122,
      token,
      betMinor: 500,
      rounds: 6,
      balanceMinor: 100_000,
      check: ({ round }) => {
        expect(round.outcome.lineBetMinor).toBe(50);
        expect(round.outcome.totalWinMinor).toBe(round.winMinor);
        expect(round.outcome.reels.map((reel) => reel.length)).toEqual([3, 4, 3]);
      },
    });
    expect(await rig.casino.balanceOf(player)).toBe(balanceMinor);

    const history = await readHistory<66122>(rig.provider, token);
    expect(history.map((round) => round.outcome)).toEqual(
      played.map((answer) => answer.round.outcome).reverse(),
    );

    const { revealed } = await revealSeeds(rig.provider, token);
    await verifyRounds(rig.provider, 66122, played, revealed.serverSeed);
  });
});
