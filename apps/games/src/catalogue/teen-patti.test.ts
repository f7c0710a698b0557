import { describe, expect, it } from 'vitest';
import { computeTeenPattiPar, dealTeenPatti, outcomeStream, teenPatti } from '@sorte/slots';
import { describeGame } from './describe-game';
import { isPlayableBet } from './playable-game';
import { teenPattiGame } from './teen-patti';

const seeds = {
  serverSeed: '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f',
  clientSeed: 'teen-patti-player',
  nonce: 1,
};

describe('the Teen Patti catalogue entry', () => {
  it('publishes the exact figures of its PAR sheet, under the best play', () => {
    const par = computeTeenPattiPar(teenPatti);
    const { betDivisibleBy, rules, ...facts } = teenPattiGame.info;
    expect(facts).toEqual(describeGame(66136, 'table', par));
    // Pinned as the maths README states them, so a change shows up on this page's facts too.
    expect(facts).toEqual({
      gameId: 66136,
      title: 'Teen Patti',
      kind: 'table',
      rtpPercent: '96.5907',
      hitFrequencyPercent: '44.9738',
      netWinFrequencyPercent: '44.9081',
      maxWinTimesBet: '5.5',
      volatility: 'low',
    });
    expect(betDivisibleBy).toBe(1);
    expect(rules).toEqual({
      hands: [
        { handClass: 'trail', bonusPays: 7 },
        { handClass: 'pureSequence', bonusPays: 6 },
        { handClass: 'sequence', bonusPays: 0 },
        { handClass: 'colour', bonusPays: 0 },
        { handClass: 'pair', bonusPays: 0 },
        { handClass: 'highCard', bonusPays: 0 },
      ],
      dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: 'Q' },
      anteWinPays: 1,
      playWinPays: 1,
      anteWhenDealerDoesNotQualify: 'win',
      playWhenDealerDoesNotQualify: 'push',
      anteOnTie: 'push',
      playOnTie: 'push',
      playsFrom: { handClass: 'highCard', comparedRanks: ['Q', '6', '4'] },
      alwaysPlayRtpPercent: '95.0056',
      decisionWaitSeconds: 120,
      returnMaxAntes: 11,
    });
  });

  it('plays every bet of the list as the ante', () => {
    for (const betMinor of [50, 100, 200, 500, 1000, 2000, 1]) {
      expect(isPlayableBet(teenPattiGame, betMinor)).toBe(true);
    }
    expect(isPlayableBet(teenPattiGame, 0)).toBe(false);
  });

  it('shows only the player’s cards before the decision: the worked example of the maths README', () => {
    const dealt = teenPattiGame.play(seeds, 100);
    expect(dealt).toMatchObject({ decision: null, totalBetMinor: 100, totalWinMinor: 0 });
    expect(dealt.player.cards).toEqual([
      { rank: 'K', suit: 'clubs' },
      { rank: '10', suit: 'clubs' },
      { rank: '10', suit: 'diamonds' },
    ]);
    expect(dealt).not.toHaveProperty('dealer');
  });

  it('settles the same deal with the decision, both hands shown', () => {
    const played = teenPattiGame.play(seeds, 100, 'play');
    const cards = dealTeenPatti(
      teenPatti,
      outcomeStream(seeds.serverSeed, seeds.clientSeed, 1),
      100,
    );
    expect(played).toMatchObject({
      decision: 'play',
      dealer: cards.dealer,
      result: 'won',
      totalBetMinor: 200,
      totalWinMinor: 400,
    });
    expect(teenPattiGame.play(seeds, 100, 'fold')).toMatchObject({
      decision: 'fold',
      totalBetMinor: 100,
      totalWinMinor: 0,
    });
    expect(() => teenPattiGame.play(seeds, 100, 'raise')).toThrow(RangeError);
  });

  it('takes a play bet equal to the ante, and folds when no second bet is made', () => {
    const rules = teenPattiGame.decision;
    expect(rules?.choices).toEqual(['fold', 'play']);
    expect(rules?.secondBetMinor('play', 200)).toBe(200);
    expect(rules?.secondBetMinor('fold', 200)).toBe(0);
    expect(rules?.withoutSecondBet).toBe('fold');
    expect(rules?.chosenBetOf(teenPattiGame.play(seeds, 100, 'play'))).toBe(100);
  });
});
