import { describe, it, expect } from 'vitest';
import { compileLuckyTiger } from './compile';
import type { LuckyTigerSymbol } from './definition';
import { evaluate } from './evaluate';
import { luckyTiger } from './lucky-tiger';
import { definitionShowing } from './test-definitions';
import type { TestGrid } from './test-definitions';

type Row = readonly LuckyTigerSymbol[];

const evaluateGrid = (grid: TestGrid) => evaluate(definitionShowing(grid), [0, 0, 0], null);

// No line of this grid is three of a kind, even with one of its lines overwritten.
const mixedGrid = [
  ['coins', 'lantern', 'envelope'],
  ['firecracker', 'orange', 'coins'],
  ['lantern', 'envelope', 'firecracker'],
] as const satisfies TestGrid;

describe('evaluate', () => {
  it('shows strip[stop], strip[stop + 1], strip[stop + 2] top down, wrapping', () => {
    const [strip0, strip1, strip2] = luckyTiger.strips;
    const { grid } = evaluate(luckyTiger, [19, 0, 18], null);
    expect(grid.map((row) => row[0])).toEqual([strip0[19], strip0[0], strip0[1]]);
    expect(grid.map((row) => row[1])).toEqual([strip1[0], strip1[1], strip1[2]]);
    expect(grid.map((row) => row[2])).toEqual([strip2[18], strip2[19], strip2[0]]);
  });

  it('pays nothing for a grid without three of a kind', () => {
    const result = evaluateGrid(mixedGrid);
    expect(result.lineWins).toEqual([]);
    expect(result.totalWinLineBets).toBe(0);
  });

  it('checks every payline on its own', () => {
    luckyTiger.lines.forEach((rows, line) => {
      const grid = mixedGrid.map((cells, row) =>
        cells.map((symbol, reel) => (rows[reel] === row ? 'ingot' : symbol)),
      );
      const result = evaluateGrid(grid);
      expect(result.lineWins).toEqual([{ line, symbol: 'ingot', count: 3, payLineBets: 100 }]);
      expect(result.totalWinLineBets).toBe(100);
    });
  });

  it('lets the wild stand in for any paying symbol, in any position', () => {
    const middle = (row: Row) =>
      evaluateGrid([mixedGrid[0], row, mixedGrid[2]]).lineWins.filter((win) => win.line === 0);
    expect(middle(['tiger', 'coins', 'coins'])).toEqual([
      { line: 0, symbol: 'coins', count: 3, payLineBets: 25 },
    ]);
    expect(middle(['orange', 'tiger', 'orange'])[0]?.symbol).toBe('orange');
    expect(middle(['lantern', 'tiger', 'tiger'])[0]?.payLineBets).toBe(10);
    expect(middle(['ingot', 'tiger', 'coins'])).toEqual([]);
  });

  it('pays three wilds as the wild line', () => {
    const result = evaluateGrid([mixedGrid[0], ['tiger', 'tiger', 'tiger'], mixedGrid[2]]);
    expect(result.lineWins).toEqual([{ line: 0, symbol: 'tiger', count: 3, payLineBets: 250 }]);
  });

  it('pays a grid of all wilds the wild line on all five lines', () => {
    const wildRow: Row = ['tiger', 'tiger', 'tiger'];
    const result = evaluateGrid([wildRow, wildRow, wildRow]);
    expect(result.lineWins).toHaveLength(5);
    expect(result.totalWinLineBets).toBe(250 * 5);
    expect(result.multiplier).toBe(1);
  });

  it('multiplies the total on a full Tiger Fortune screen', () => {
    // Feature strip stops 0, 1, 2 leave no blank; the anti-diagonal is three wilds.
    const result = evaluate(luckyTiger, [0, 1, 2], { symbol: 'orange' });
    expect(result.grid).toEqual([
      ['orange', 'orange', 'tiger'],
      ['orange', 'tiger', 'orange'],
      ['tiger', 'orange', 'orange'],
    ]);
    expect(result.featureTriggered).toBe(true);
    expect(result.multiplier).toBe(10);
    expect(result.lineWins.map((win) => win.payLineBets)).toEqual([3, 3, 3, 3, 250]);
    expect(result.totalWinLineBets).toBe((4 * 3 + 250) * 10);
  });

  it('does not multiply a Tiger Fortune screen with an empty cell', () => {
    // Feature strip stop 3 shows featured, featured, blank on the first reel.
    const result = evaluate(luckyTiger, [3, 1, 2], { symbol: 'ingot' });
    expect(result.grid[2]?.[0]).toBe('blank');
    expect(result.multiplier).toBe(1);
    expect(result.totalWinLineBets).toBe(
      result.lineWins.reduce((sum, win) => sum + win.payLineBets, 0),
    );
  });

  it('totals integer line pays times the multiplier for every stop combination', () => {
    const compiled = compileLuckyTiger(luckyTiger);
    const [length0, length1, length2] = compiled.stripLengths;
    for (let stop0 = 0; stop0 < length0; stop0 += 1) {
      for (let stop1 = 0; stop1 < length1; stop1 += 1) {
        for (let stop2 = 0; stop2 < length2; stop2 += 1) {
          const result = evaluate(luckyTiger, [stop0, stop1, stop2], null);
          const sum = result.lineWins.reduce((total, win) => total + win.payLineBets, 0);
          expect(Number.isSafeInteger(result.totalWinLineBets)).toBe(true);
          expect(result.totalWinLineBets).toBe(sum * result.multiplier);
        }
      }
    }
    for (const { symbol } of luckyTiger.feature.symbolWeights) {
      for (let stop0 = 0; stop0 < 8; stop0 += 1) {
        for (let stop1 = 0; stop1 < 8; stop1 += 1) {
          for (let stop2 = 0; stop2 < 8; stop2 += 1) {
            const result = evaluate(luckyTiger, [stop0, stop1, stop2], { symbol });
            const sum = result.lineWins.reduce((total, win) => total + win.payLineBets, 0);
            expect(result.totalWinLineBets).toBe(sum * result.multiplier);
          }
        }
      }
    }
  });

  it('refuses stops outside the strip', () => {
    expect(() => evaluate(luckyTiger, [20, 0, 0], null)).toThrow(RangeError);
    expect(() => evaluate(luckyTiger, [0, -1, 0], null)).toThrow(RangeError);
    expect(() => evaluate(luckyTiger, [0, 0, 8], { symbol: 'coins' })).toThrow(RangeError);
    expect(() => evaluate(luckyTiger, [0, 0, 0.5], null)).toThrow(RangeError);
  });
});

describe('compileLuckyTiger', () => {
  it('refuses a definition that cannot be played', () => {
    expect(() =>
      compileLuckyTiger({ ...luckyTiger, strips: [[], ['orange'], ['orange']] }),
    ).toThrow(RangeError);
    expect(() =>
      compileLuckyTiger({ ...luckyTiger, paytable: { ...luckyTiger.paytable, orange: 0.5 } }),
    ).toThrow(RangeError);
    expect(() => compileLuckyTiger({ ...luckyTiger, lines: [[0, 1, 3]] })).toThrow(RangeError);
    expect(() =>
      compileLuckyTiger({ ...luckyTiger, feature: { ...luckyTiger.feature, triggerOneIn: 0 } }),
    ).toThrow(RangeError);
  });
});
