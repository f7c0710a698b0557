import { describe, expect, it } from 'vitest';
import { computeTeenPattiPar, outcomeStream, spinTeenPatti, teenPatti } from '@sorte/slots';
import { describeGame } from './describe-game';
import { isPlayableBet } from './playable-game';
import { teenPattiGame } from './teen-patti';

describe('the Teen Patti catalogue entry', () => {
  it('publishes the exact figures of its PAR sheet', () => {
    const par = computeTeenPattiPar(teenPatti);
    const { betDivisibleBy, rules, ...facts } = teenPattiGame.info;
    expect(facts).toEqual(describeGame(66136, 'table', par));
    expect(facts).toEqual({
      gameId: 66136,
      title: 'Teen Patti',
      kind: 'table',
      rtpPercent: par.rtpPercent,
      hitFrequencyPercent: par.hitFrequencyPercent,
      maxWinTimesBet: 10,
      volatility: 'low',
    });
    // Pinned as the maths README states them, so a change shows up on this page's facts too.
    expect(par.rtpPercent).toBe('96.4626');
    expect(par.hitFrequencyPercent).toBe('54.7785');
    expect(betDivisibleBy).toBe(1);
    expect(rules).toEqual({
      hands: [
        { handClass: 'trail', bonusPays: 8 },
        { handClass: 'pureSequence', bonusPays: 7 },
        { handClass: 'sequence', bonusPays: 3 },
        { handClass: 'colour', bonusPays: 1 },
        { handClass: 'pair', bonusPays: 0 },
        { handClass: 'highCard', bonusPays: 0 },
      ],
      dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: 'Q' },
      anteWinPays: 1,
      anteWhenDealerDoesNotQualify: 'push',
      anteOnTie: 'push',
    });
  });

  it('plays every bet of the list, the whole bet as the ante', () => {
    for (const betMinor of [50, 100, 200, 500, 1000, 2000, 1]) {
      expect(isPlayableBet(teenPattiGame, betMinor)).toBe(true);
    }
    expect(isPlayableBet(teenPattiGame, 0)).toBe(false);
  });

  it('deals from the round seeds: the worked example of the maths README', () => {
    const seeds = {
      serverSeed: '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f',
      clientSeed: 'teen-patti-player',
      nonce: 1,
    };
    const round = teenPattiGame.play(seeds, 100);
    expect(round).toEqual(
      spinTeenPatti(teenPatti, outcomeStream(seeds.serverSeed, seeds.clientSeed, 1), 100),
    );
    expect(round.player.cards).toEqual([
      { rank: 'K', suit: 'clubs' },
      { rank: '10', suit: 'clubs' },
      { rank: '10', suit: 'diamonds' },
    ]);
    expect(round.dealer.cards).toEqual([
      { rank: 'Q', suit: 'hearts' },
      { rank: '4', suit: 'hearts' },
      { rank: '2', suit: 'spades' },
    ]);
    expect(round).toMatchObject({
      dealerQualifies: true,
      comparison: 'higher',
      result: 'win',
      anteBetMinor: 100,
      totalBetMinor: 100,
      antePayoutMinor: 200,
      bonusPayoutMinor: 0,
      totalWinMinor: 200,
    });
    expect(round.player.handClass).toBe('pair');
  });
});
