import { describe, it, expect } from 'vitest';
import { compileTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { evaluate } from './evaluate';
import { teenPatti } from './teen-patti';
import { hand } from './test-cards';

const play = (player: string, dealer: string, definition: TeenPattiDefinition = teenPatti) =>
  evaluate(definition, hand(player), hand(dealer), 'play');
const fold = (player: string, dealer: string) =>
  evaluate(teenPatti, hand(player), hand(dealer), 'fold');

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

describe('folding', () => {
  it('loses the ante and nothing more, whatever either hand holds', () => {
    for (const [player, dealer] of [
      ['2s 5d 9h', 'Js 10d 8h'],
      ['7s 7h 7d', 'Qs 3d 2h'],
      ['Ks Jd 3h', 'Kc Jh 3s'],
    ] as const) {
      expect(fold(player, dealer)).toMatchObject({
        decision: 'fold',
        result: 'folded',
        anteResult: 'lose',
        playResult: null,
        totalBetBets: 1,
        antePayoutBets: 0,
        playPayoutBets: 0,
        bonusPayoutBets: 0,
        totalWinBets: 0,
      });
    }
  });

  it('still shows both hands, so the player sees what the dealer held', () => {
    const result = fold('7s 7h 7d', 'Qs 3d 2h');
    expect(result.player.handClass).toBe('trail');
    expect(result.dealer.description).toBe('High card Q-3-2');
    expect(result.dealerQualifies).toBe(true);
  });
});

describe('settling a played hand: the ante and the play bet', () => {
  it('pays the ante 1 to 1 and returns the play bet when the dealer does not qualify', () => {
    const result = play('2s 5d 9h', 'Js 10d 8h');
    expect(result).toMatchObject({
      comparison: 'lower',
      result: 'dealerDoesNotQualify',
      anteResult: 'win',
      playResult: 'push',
      totalBetBets: 2,
      antePayoutBets: 2,
      playPayoutBets: 1,
      totalWinBets: 3,
    });
  });

  it('pays both bets 1 to 1 when the player beats a qualifying dealer', () => {
    const result = play('Ks Kd 2h', 'Qs Jd 9h');
    expect(result).toMatchObject({
      dealerQualifies: true,
      comparison: 'higher',
      result: 'won',
      anteResult: 'win',
      playResult: 'win',
      antePayoutBets: 2,
      playPayoutBets: 2,
      bonusPayoutBets: 0,
      totalWinBets: 4,
    });
  });

  it('loses both bets to a higher qualifying dealer', () => {
    const result = play('Ks Kd 2h', 'Kc Kh 3s');
    expect(result).toMatchObject({
      comparison: 'lower',
      result: 'lost',
      anteResult: 'lose',
      playResult: 'lose',
      totalWinBets: 0,
    });
  });

  it('returns both bets on a tie, suits never breaking it', () => {
    const result = play('Ks Jd 3h', 'Kc Jh 3s');
    expect(result).toMatchObject({
      dealerQualifies: true,
      comparison: 'equal',
      result: 'tied',
      anteResult: 'push',
      playResult: 'push',
      totalWinBets: 2,
    });
  });

  it('settles a non-qualifying tie as a non-qualifying dealer', () => {
    const result = play('Js 9d 3h', 'Jc 9h 3s');
    expect(result).toMatchObject({
      dealerQualifies: false,
      comparison: 'equal',
      result: 'dealerDoesNotQualify',
      anteResult: 'win',
      playResult: 'push',
    });
  });

  it('follows the alternative rules a definition can set', () => {
    const other: TeenPattiDefinition = {
      ...teenPatti,
      anteWinPays: 2,
      playWinPays: 3,
      anteWhenDealerDoesNotQualify: 'push',
      playWhenDealerDoesNotQualify: 'win',
      anteOnTie: 'lose',
      playOnTie: 'win',
    };
    expect(play('2s 5d 9h', 'Js 10d 8h', other)).toMatchObject({
      antePayoutBets: 1,
      playPayoutBets: 4,
    });
    expect(play('Ks Jd 3h', 'Kc Jh 3s', other)).toMatchObject({
      anteResult: 'lose',
      playResult: 'win',
      antePayoutBets: 0,
      playPayoutBets: 4,
    });
    expect(play('Ks Kd 2h', 'Qs Jd 9h', other)).toMatchObject({ totalWinBets: 3 + 4 });
  });
});

describe('the ante bonus', () => {
  it('pays a played trail or pure sequence whatever the dealer holds', () => {
    expect(play('7s 7h 7d', 'Qs 3d 2h')).toMatchObject({
      result: 'won',
      bonusPayoutBets: 7,
      totalWinBets: 2 + 2 + 7,
    });
    expect(play('2s 7h 7d', '7s 7c Qh').bonusPayoutBets).toBe(0);
    // A pure sequence losing to a trail still collects its bonus.
    expect(play('9h 10h Jh', '2s 2d 2c')).toMatchObject({
      result: 'lost',
      antePayoutBets: 0,
      playPayoutBets: 0,
      bonusPayoutBets: 6,
      totalWinBets: 6,
    });
    // A pure sequence against a dealer who does not qualify: ante paid, play returned, bonus.
    expect(play('Ah 2h 3h', '9s 7d 4h')).toMatchObject({
      result: 'dealerDoesNotQualify',
      bonusPayoutBets: 6,
      totalWinBets: 2 + 1 + 6,
    });
  });

  it('pays nothing on a sequence, colour, pair or high card', () => {
    for (const player of ['Ah 2s 3d', '2d 9d Kd', '8c 8h As', 'As Kd Jh']) {
      expect(play(player, 'Qs 3c 2h').bonusPayoutBets).toBe(0);
    }
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

  it('refuses a decision that is neither play nor fold', () => {
    expect(() =>
      evaluate(teenPatti, hand('As Kd Jh'), hand('Qs 3d 2h'), 'raise' as 'play'),
    ).toThrow(RangeError);
  });

  it('refuses a definition that cannot be played', () => {
    const broken: TeenPattiDefinition[] = [
      { ...teenPatti, anteWinPays: 0 },
      { ...teenPatti, anteWinPays: 1.5 },
      { ...teenPatti, anteBonusPays: { ...teenPatti.anteBonusPays, trail: -1 } },
      { ...teenPatti, anteBonusPays: { ...teenPatti.anteBonusPays, colour: 0.5 } },
      { ...teenPatti, dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: '1' as 'A' } },
      { ...teenPatti, anteOnTie: 'maybe' as 'push' },
      { ...teenPatti, playWinPays: 0 },
      { ...teenPatti, playOnTie: 'maybe' as 'push' },
    ];
    for (const definition of broken) {
      expect(() => compileTeenPatti(definition)).toThrow(RangeError);
    }
  });
});
