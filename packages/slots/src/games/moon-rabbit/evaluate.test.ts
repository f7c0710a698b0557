import { describe, it, expect } from 'vitest';
import { createFastRandom } from '../../random/fast-random';
import { compileMoonRabbit } from './compile';
import type { MoonRabbitSymbol } from './definition';
import { evaluate } from './evaluate';
import { moonRabbit } from './moon-rabbit';
import { definitionShowing, mixedGrid } from './test-definitions';
import type { TestGrid } from './test-definitions';

type Row = readonly MoonRabbitSymbol[];

/** Evaluates the grid at stops [0, 0, 0, 0]; unless given, every pearl draws the first prize. */
const evaluateGrid = (
  grid: TestGrid,
  prizeDraws: readonly number[] = grid.flat().flatMap((symbol) => (symbol === 'pearl' ? [0] : [])),
) => evaluate(definitionShowing(grid), [0, 0, 0, 0], prizeDraws);

/** The wins on the middle line (line 0) when the middle row is replaced. */
const middleLine = (row: Row) =>
  evaluateGrid([mixedGrid[0], row, mixedGrid[2]]).lineWins.filter((win) => win.line === 0);

// Prize indices into moonRabbit.cashPrizes: 0.5×, 1×, 2×, 5×, 10×, 50× the total bet, which with
// 10 lines are 5, 10, 20, 50, 100 and 500 line bets.
const halfBet = 0;
const twiceBet = 2;
const fiftyBets = 5;

describe('evaluate: the grid', () => {
  it('shows strip[stop], strip[stop + 1], strip[stop + 2] top down, wrapping', () => {
    const [strip0, strip1, strip2, strip3] = moonRabbit.strips;
    const stops = [strip0.length - 1, 0, strip2.length - 2, 5] as const;
    const pearlCount = [...strip0.slice(-1), ...strip0.slice(0, 2), ...strip1.slice(0, 3)]
      .concat(strip2.slice(-2), strip2.slice(0, 1), strip3.slice(5, 8))
      .filter((symbol) => symbol === 'pearl').length;
    const prizeDraws = new Array<number>(pearlCount).fill(0);
    const { grid } = evaluate(moonRabbit, stops, prizeDraws);
    expect(grid.map((row) => row[0])).toEqual([strip0.at(-1), strip0[0], strip0[1]]);
    expect(grid.map((row) => row[1])).toEqual([strip1[0], strip1[1], strip1[2]]);
    expect(grid.map((row) => row[2])).toEqual([strip2.at(-2), strip2.at(-1), strip2[0]]);
    expect(grid.map((row) => row[3])).toEqual([strip3[5], strip3[6], strip3[7]]);
  });

  it('refuses stops outside the strip', () => {
    expect(() => evaluate(moonRabbit, [26, 0, 0, 0], [])).toThrow(RangeError);
    expect(() => evaluate(moonRabbit, [0, -1, 0, 0], [])).toThrow(RangeError);
    expect(() => evaluate(moonRabbit, [0, 0, 0, 0.5], [])).toThrow(RangeError);
  });
});

describe('evaluate: line wins', () => {
  it('pays nothing for a grid without a run of three from reel 1', () => {
    const result = evaluateGrid(mixedGrid);
    expect(result.lineWins).toEqual([]);
    expect(result.totalWinLineBets).toBe(0);
  });

  it('checks every payline on its own, with the cells it covers', () => {
    moonRabbit.lines.forEach((rows, line) => {
      const grid = mixedGrid.map((cells, row) =>
        cells.map((symbol, reel) => (rows[reel] === row ? 'mooncake' : symbol)),
      );
      const result = evaluateGrid(grid);
      const positions = rows.map((row, reel) => ({ reel, row }));
      expect(result.lineWins).toEqual([
        { line, symbol: 'mooncake', count: 4, positions, payLineBets: 100 },
      ]);
      expect(result.totalWinLineBets).toBe(100);
    });
  });

  it('pays three of a kind from reel 1 and only from reel 1', () => {
    expect(middleLine(['lantern', 'lantern', 'lantern', 'peach'])).toEqual([
      {
        line: 0,
        symbol: 'lantern',
        count: 3,
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
          { reel: 2, row: 1 },
        ],
        payLineBets: 15,
      },
    ]);
    expect(middleLine(['peach', 'lantern', 'lantern', 'lantern'])).toEqual([]);
    expect(middleLine(['lantern', 'lantern', 'peach', 'lantern'])).toEqual([]);
  });

  it('lets the full moon stand in for any paying symbol, in any position', () => {
    const paid = (row: Row) =>
      middleLine(row).map(({ symbol, count, payLineBets }) => ({
        symbol,
        count,
        payLineBets,
      }));
    expect(paid(['moon', 'lotus', 'lotus', 'peach'])).toEqual([
      { symbol: 'lotus', count: 3, payLineBets: 10 },
    ]);
    expect(paid(['lotus', 'moon', 'moon', 'lotus'])).toEqual([
      { symbol: 'lotus', count: 4, payLineBets: 35 },
    ]);
    expect(paid(['moon', 'moon', 'mooncake', 'mooncake'])).toEqual([
      { symbol: 'mooncake', count: 4, payLineBets: 100 },
    ]);
    expect(paid(['lotus', 'moon', 'peach', 'peach'])).toEqual([]);
  });

  it('pays a run of wilds its own line when that pays more than the symbol it completes', () => {
    const paid = (row: Row) =>
      middleLine(row).map(({ symbol, count, payLineBets }) => ({
        symbol,
        count,
        payLineBets,
      }));
    // Three moons (50) beat four lotuses (35); four mooncakes (100) beat three moons.
    expect(paid(['moon', 'moon', 'moon', 'lotus'])).toEqual([
      { symbol: 'moon', count: 3, payLineBets: 50 },
    ]);
    expect(paid(['moon', 'moon', 'moon', 'mooncake'])).toEqual([
      { symbol: 'mooncake', count: 4, payLineBets: 100 },
    ]);
    expect(paid(['moon', 'moon', 'moon', 'moon'])).toEqual([
      { symbol: 'moon', count: 4, payLineBets: 250 },
    ]);
    expect(paid(['moon', 'moon', 'moon', 'pearl'])).toEqual([
      { symbol: 'moon', count: 3, payLineBets: 50 },
    ]);
  });

  it('never lets a pearl or a rabbit complete a line, wild or not', () => {
    expect(middleLine(['lantern', 'lantern', 'lantern', 'rabbit'])[0]?.count).toBe(3);
    expect(middleLine(['pearl', 'moon', 'moon', 'moon'])).toEqual([]);
    expect(middleLine(['moon', 'pearl', 'moon', 'moon'])).toEqual([]);
    expect(
      evaluateGrid([mixedGrid[0], ['pearl', 'pearl', 'pearl', 'rabbit'], mixedGrid[2]]).lineWins,
    ).toEqual([]);
  });

  it('adds the wins of every line', () => {
    const moonRow: Row = ['moon', 'moon', 'moon', 'moon'];
    const result = evaluateGrid([moonRow, moonRow, moonRow]);
    expect(result.lineWins).toHaveLength(10);
    expect(result.totalWinLineBets).toBe(250 * 10);
  });
});

describe('evaluate: the rabbit collects the pearls', () => {
  const pearlsGrid = (reel4: readonly [MoonRabbitSymbol, MoonRabbitSymbol, MoonRabbitSymbol]) =>
    [
      ['pearl', 'peach', 'lantern', reel4[0]],
      ['lotus', 'pearl', 'pearl', reel4[1]],
      ['pearl', 'osmanthus', 'lotus', reel4[2]],
    ] satisfies TestGrid;

  it('gives every visible pearl its prize, reel 1 to 4 and top to bottom', () => {
    const result = evaluateGrid(pearlsGrid(['peach', 'lotus', 'osmanthus']), [0, 5, 2, 1]);
    expect(result.pearls).toEqual([
      { reel: 0, row: 0, prize: 0, timesBet: { numerator: 1, denominator: 2 }, valueLineBets: 5 },
      {
        reel: 0,
        row: 2,
        prize: 5,
        timesBet: { numerator: 50, denominator: 1 },
        valueLineBets: 500,
      },
      { reel: 1, row: 1, prize: 2, timesBet: { numerator: 2, denominator: 1 }, valueLineBets: 20 },
      { reel: 2, row: 1, prize: 1, timesBet: { numerator: 1, denominator: 1 }, valueLineBets: 10 },
    ]);
  });

  it('collects the sum of every visible prize when the rabbit lands', () => {
    const result = evaluateGrid(pearlsGrid(['peach', 'rabbit', 'osmanthus']), [0, 5, 2, 1]);
    expect(result.collect).toEqual({
      collected: true,
      rabbitPositions: [{ reel: 3, row: 1 }],
      winLineBets: 5 + 500 + 20 + 10,
    });
    expect(result.totalWinLineBets).toBe(535);
  });

  it('collects nothing without the rabbit, though the pearls still show their prizes', () => {
    const result = evaluateGrid(pearlsGrid(['peach', 'lotus', 'osmanthus']), [0, 5, 2, 1]);
    expect(result.collect).toEqual({ collected: false, rabbitPositions: [], winLineBets: 0 });
    expect(result.pearls).toHaveLength(4);
    expect(result.totalWinLineBets).toBe(0);
  });

  it('collects nothing when the rabbit lands without a pearl', () => {
    const result = evaluateGrid([
      mixedGrid[0],
      mixedGrid[1],
      ['peach', 'osmanthus', 'lotus', 'rabbit'],
    ]);
    expect(result.collect).toEqual({
      collected: false,
      rabbitPositions: [{ reel: 3, row: 2 }],
      winLineBets: 0,
    });
  });

  it('adds the collect to the line wins', () => {
    const grid = [
      ['pearl', 'peach', 'lantern', 'rabbit'],
      ['lantern', 'lantern', 'lantern', 'peach'],
      ['peach', 'osmanthus', 'lotus', 'osmanthus'],
    ] satisfies TestGrid;
    const result = evaluateGrid(grid, [halfBet]);
    expect(result.lineWinLineBets).toBe(15);
    expect(result.collect.winLineBets).toBe(5);
    expect(result.totalWinLineBets).toBe(20);
  });

  it('pays the most a spin can: nine pearls of 50× collected, 450 × the total bet', () => {
    const pearlRow: Row = ['pearl', 'pearl', 'pearl', 'rabbit'];
    const result = evaluateGrid(
      [pearlRow, ['pearl', 'pearl', 'pearl', 'peach'], ['pearl', 'pearl', 'pearl', 'lotus']],
      new Array<number>(9).fill(fiftyBets),
    );
    expect(result.lineWins).toEqual([]);
    expect(result.totalWinLineBets).toBe(9 * 500);
    expect(result.totalWinLineBets / moonRabbit.lines.length).toBe(450);
  });

  it('needs exactly one prize draw per visible pearl, each a prize of the table', () => {
    const grid = pearlsGrid(['peach', 'rabbit', 'osmanthus']);
    expect(() => evaluateGrid(grid, [0, 0, 0])).toThrow(RangeError);
    expect(() => evaluateGrid(grid, [0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => evaluateGrid(grid, [0, 0, 0, 6])).toThrow(RangeError);
    expect(() => evaluateGrid(grid, [0, 0, twiceBet, -1])).toThrow(RangeError);
  });

  it('totals the line wins and the collect for sampled stop combinations of the real reels', () => {
    const compiled = compileMoonRabbit(moonRabbit);
    const rng = createFastRandom(3);
    const [length0, length1, length2, length3] = compiled.stripLengths;
    const [pearls0, pearls1, pearls2, pearls3] = compiled.pearlCounts;
    for (let sample = 0; sample < 1000; sample += 1) {
      const stops = [
        rng.nextInt(length0),
        rng.nextInt(length1),
        rng.nextInt(length2),
        rng.nextInt(length3),
      ] as const;
      const pearlCount =
        (pearls0[stops[0]] ?? 0) +
        (pearls1[stops[1]] ?? 0) +
        (pearls2[stops[2]] ?? 0) +
        (pearls3[stops[3]] ?? 0);
      const prizeDraws = Array.from({ length: pearlCount }, () =>
        rng.nextInt(moonRabbit.cashPrizes.length),
      );
      const result = evaluate(moonRabbit, stops, prizeDraws);
      const lineSum = result.lineWins.reduce((total, win) => total + win.payLineBets, 0);
      const prizeSum = result.pearls.reduce((total, pearl) => total + pearl.valueLineBets, 0);
      expect(result.lineWinLineBets).toBe(lineSum);
      expect(result.collect.winLineBets).toBe(result.collect.collected ? prizeSum : 0);
      expect(result.collect.collected).toBe(
        result.collect.rabbitPositions.length > 0 && pearlCount > 0,
      );
      expect(result.totalWinLineBets).toBe(lineSum + result.collect.winLineBets);
    }
  });
});
