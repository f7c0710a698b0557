import { describe, it, expect } from 'vitest';
import { compileTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { evaluate } from './evaluate';
import { teenPatti } from './teen-patti';
import { hand } from './test-cards';

const play = (player: string, dealer: string, definition: TeenPattiDefinition = teenPatti) =>
  evaluate(definition, hand(player), hand(dealer));

describe('the dealer qualifies with Queen-high or better', () => {
  it('qualifies with the lowest Queen-high hand and anything above it', () => {
    expect(play('2s 5d 9h', 'Qs 3d 2h').dealerQualifies).toBe(true);
    expect(play('2s 5d 9h', 'Qc 10d 4h').dealerQualifies).toBe(true);
    expect(play('2s 5d 9h', 'Ac 10d 4h').dealerQualifies).toBe(true);
    expect(play('2s 5d 9h', '2c 2d 3h').dealerQualifies).toBe(true);
    expect(play('2s 5d 9h', '2c 3c 4c').dealerQualifies).toBe(true);
    expect(play('Qs 5d 9h', '3c 4d 5h').dealerQualifies).toBe(true);
  });

  it('does not qualify with Jack-high or lower', () => {
    expect(play('2s 5d 9h', 'Js 10d 8h').dealerQualifies).toBe(false);
    expect(play('2s 5d 9h', '7s 4d 2h').dealerQualifies).toBe(false);
  });

  it('follows the rule in the definition', () => {
    const pairOrBetter: TeenPattiDefinition = {
      ...teenPatti,
      dealerQualifies: { handClass: 'pair', leadingRankAtLeast: '2' },
    };
    expect(play('2s 5d 9c', 'As Kd 9h', pairOrBetter).dealerQualifies).toBe(false);
    expect(play('2s 5d 9h', '2c 2d 3h', pairOrBetter).dealerQualifies).toBe(true);
    const pairOfSixes: TeenPattiDefinition = {
      ...teenPatti,
      dealerQualifies: { handClass: 'pair', leadingRankAtLeast: '6' },
    };
    expect(play('2s 4d 9h', '5c 5d Ah', pairOfSixes).dealerQualifies).toBe(false);
    expect(play('2s 5d 9h', '6c 6d 2h', pairOfSixes).dealerQualifies).toBe(true);
  });
});

describe('settling the ante', () => {
  it('returns the ante when the dealer does not qualify, whatever the player holds', () => {
    const result = play('2s 5d 9h', 'Js 10d 8h');
    expect(result.comparison).toBe('lower');
    expect(result.anteResult).toBe('push');
    expect(result.antePayoutBets).toBe(1);
    expect(result.totalWinBets).toBe(1);
  });

  it('pays 1 to 1 when the player beats a qualifying dealer', () => {
    const result = play('Ks Kd 2h', 'Qs Jd 9h');
    expect(result).toMatchObject({
      dealerQualifies: true,
      comparison: 'higher',
      anteResult: 'win',
      antePayoutBets: 2,
      bonusPayoutBets: 0,
      totalWinBets: 2,
    });
  });

  it('loses the ante to a higher qualifying dealer', () => {
    const result = play('Ks Kd 2h', 'Kc Kh 3s');
    expect(result).toMatchObject({ comparison: 'lower', anteResult: 'lose', totalWinBets: 0 });
  });

  it('returns the ante on a tie, suits never breaking it', () => {
    const result = play('Ks Jd 3h', 'Kc Jh 3s');
    expect(result).toMatchObject({
      dealerQualifies: true,
      comparison: 'equal',
      anteResult: 'push',
      antePayoutBets: 1,
    });
  });

  it('settles a non-qualifying tie as a non-qualifying dealer', () => {
    const result = play('Js 9d 3h', 'Jc 9h 3s');
    expect(result).toMatchObject({
      dealerQualifies: false,
      comparison: 'equal',
      anteResult: 'push',
    });
  });

  it('follows the alternative rules a definition can set', () => {
    const generous: TeenPattiDefinition = {
      ...teenPatti,
      anteWinPays: 2,
      anteWhenDealerDoesNotQualify: 'win',
      anteOnTie: 'lose',
    };
    expect(play('2s 5d 9h', 'Js 10d 8h', generous)).toMatchObject({
      anteResult: 'win',
      antePayoutBets: 3,
    });
    expect(play('Ks Jd 3h', 'Kc Jh 3s', generous)).toMatchObject({
      anteResult: 'lose',
      antePayoutBets: 0,
    });
  });
});

describe('the ante bonus', () => {
  it('pays on the player hand class, whatever happens to the ante', () => {
    expect(play('7s 7h 7d', 'Qs 3d 2h')).toMatchObject({
      anteResult: 'win',
      bonusPayoutBets: 8,
      totalWinBets: 10,
    });
    expect(play('2s 7h 7d', '7s 7c Qh').bonusPayoutBets).toBe(0);
    // A pure sequence losing to a trail still collects its bonus.
    expect(play('9h 10h Jh', '2s 2d 2c')).toMatchObject({
      anteResult: 'lose',
      antePayoutBets: 0,
      bonusPayoutBets: 7,
      totalWinBets: 7,
    });
    // A sequence against a dealer who does not qualify: ante returned, bonus paid.
    expect(play('Ah 2s 3d', '9s 7d 4h')).toMatchObject({
      anteResult: 'push',
      bonusPayoutBets: 3,
      totalWinBets: 4,
    });
    expect(play('2d 9d Kd', 'Ac 2c 3c')).toMatchObject({ bonusPayoutBets: 1, totalWinBets: 1 });
    expect(play('As Kd Jh', 'Qs 3d 2h').bonusPayoutBets).toBe(0);
  });

  it('describes both hands for the screen', () => {
    const result = play('Qh Ah Kh', '7c Kd 7s');
    expect(result.player).toMatchObject({
      handClass: 'pureSequence',
      comparedRanks: ['A', 'K', 'Q'],
      description: 'Pure sequence A-K-Q',
    });
    expect(result.player.cards).toEqual(hand('Qh Ah Kh'));
    expect(result.dealer).toMatchObject({
      handClass: 'pair',
      comparedRanks: ['7', '7', 'K'],
      description: 'Pair of 7s, kicker K',
    });
  });
});

describe('refusals', () => {
  it('refuses a card dealt twice or a card that does not exist', () => {
    expect(() => play('As Kd Jh', 'As 3d 2h')).toThrow(RangeError);
    expect(() => play('As As Jh', 'Qs 3d 2h')).toThrow(RangeError);
    expect(() => play('1s Kd Jh', 'Qs 3d 2h')).toThrow(RangeError);
  });

  it('refuses a definition that cannot be played', () => {
    const broken: TeenPattiDefinition[] = [
      { ...teenPatti, anteWinPays: 0 },
      { ...teenPatti, anteWinPays: 1.5 },
      { ...teenPatti, anteBonusPays: { ...teenPatti.anteBonusPays, trail: -1 } },
      { ...teenPatti, anteBonusPays: { ...teenPatti.anteBonusPays, colour: 0.5 } },
      { ...teenPatti, dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: '1' as 'A' } },
      { ...teenPatti, anteOnTie: 'maybe' as 'push' },
    ];
    for (const definition of broken) {
      expect(() => compileTeenPatti(definition)).toThrow(RangeError);
    }
  });
});
