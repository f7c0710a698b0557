import { describe, it, expect } from 'vitest';
import { compileMoonRabbit } from './compile';
import { moonRabbit } from './moon-rabbit';

describe('compileMoonRabbit', () => {
  it('counts the most pearls one screen can show: a stack of three on each of reels 1 to 3', () => {
    expect(compileMoonRabbit(moonRabbit).pearlsMax).toBe(9);
  });

  it('turns every cash prize into whole line bets', () => {
    expect(Array.from(compileMoonRabbit(moonRabbit).prizeLineBets)).toEqual([
      5, 10, 20, 50, 100, 500,
    ]);
  });

  it('refuses a cash prize that is not a whole number of line bets', () => {
    // A third of the bet over 10 lines is 10/3 line bets: no bet could pay it without rounding.
    const thirdOfBet = { timesBet: { numerator: 1, denominator: 3 }, weight: 1 };
    expect(() => compileMoonRabbit({ ...moonRabbit, cashPrizes: [thirdOfBet] })).toThrow(
      /whole number of line bets/,
    );
    const halfOfBet = { timesBet: { numerator: 1, denominator: 2 }, weight: 1 };
    expect(() =>
      compileMoonRabbit({
        ...moonRabbit,
        lines: moonRabbit.lines.slice(0, 5),
        cashPrizes: [halfOfBet],
      }),
    ).toThrow(/whole number of line bets/);
  });

  it('refuses a rabbit off its reel', () => {
    const [strip0, strip1, strip2, strip3] = moonRabbit.strips;
    expect(() =>
      compileMoonRabbit({ ...moonRabbit, strips: [[...strip0, 'rabbit'], strip1, strip2, strip3] }),
    ).toThrow(/reel 4 only/);
  });

  it('refuses a definition that cannot be played', () => {
    const [strip0, strip1, strip2, strip3] = moonRabbit.strips;
    const broken = [
      { ...moonRabbit, strips: [[], strip1, strip2, strip3] },
      { ...moonRabbit, paytable: { ...moonRabbit.paytable, peach: { three: 0.5, four: 20 } } },
      { ...moonRabbit, paytable: { ...moonRabbit.paytable, peach: { three: 20, four: 5 } } },
      { ...moonRabbit, lines: [[0, 1, 2, 3]] },
      { ...moonRabbit, lines: [] },
      { ...moonRabbit, cashPrizes: [] },
      { ...moonRabbit, cashPrizes: [{ timesBet: { numerator: 1, denominator: 1 }, weight: 0 }] },
      { ...moonRabbit, collectorReel: 4 },
      {
        ...moonRabbit,
        symbols: moonRabbit.symbols.map((symbol) =>
          symbol.id === 'mooncake' ? { ...symbol, role: 'wild' as const } : symbol,
        ),
      },
    ] as const;
    for (const definition of broken) {
      expect(() => compileMoonRabbit(definition)).toThrow(RangeError);
    }
    expect(() =>
      compileMoonRabbit({ ...moonRabbit, strips: [strip0, strip1, strip2, [...strip3, 'pearl']] }),
    ).not.toThrow();
  });
});
