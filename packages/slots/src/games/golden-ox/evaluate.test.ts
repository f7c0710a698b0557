import { describe, it, expect } from 'vitest';
import { compileGoldenOx } from './compile';
import type { GoldenOxSymbol } from './definition';
import { evaluate } from './evaluate';
import { goldenOx } from './golden-ox';
import { definitionShowing } from './test-definitions';
import type { TestReels } from './test-definitions';

const evaluateReels = (reels: TestReels) => evaluate(definitionShowing(reels), [0, 0, 0], null);

// No line of this screen is three of a kind, and no ingot or ox anywhere: a line overwritten with
// ingots (or oxen on a line's three cells) wins on that line alone.
const mixed = [
  ['coins', 'knot', 'lotus'],
  ['jade', 'peach', 'lotus', 'knot'],
  ['peach', 'lotus', 'jade'],
] as const satisfies TestReels;

/** mixed with the cells of one line replaced by symbol. */
function withLine(line: readonly number[], symbols: readonly GoldenOxSymbol[]): TestReels {
  const [reel0, reel1, reel2] = mixed.map((column, reel) =>
    column.map((symbol, row) => (line[reel] === row ? (symbols[reel] ?? symbol) : symbol)),
  );
  return [reel0 ?? [], reel1 ?? [], reel2 ?? []];
}

describe('evaluate', () => {
  it('shows 3, 4 and 3 rows from each stop, wrapping past the end of the strip', () => {
    const [strip0, strip1, strip2] = goldenOx.strips;
    const { reels } = evaluate(goldenOx, [31, 30, 0], null);
    expect(reels).toEqual([
      [strip0[31], strip0[0], strip0[1]],
      [strip1[30], strip1[31], strip1[0], strip1[1]],
      [strip2[0], strip2[1], strip2[2]],
    ]);
  });

  it('pays nothing for a screen without three of a kind on a line', () => {
    const result = evaluateReels(mixed);
    expect(result.lineWins).toEqual([]);
    expect(result.totalWinLineBets).toBe(0);
    expect(result.charge).toBeNull();
  });

  it('checks each of the ten paylines on its own', () => {
    expect(goldenOx.lines).toHaveLength(10);
    goldenOx.lines.forEach((line, index) => {
      const result = evaluateReels(withLine(line, ['ingot', 'ingot', 'ingot']));
      expect(result.lineWins).toEqual([
        { line: index, symbol: 'ingot', count: 3, payLineBets: 80 },
      ]);
      expect(result.totalWinLineBets).toBe(80);
    });
  });

  it('lets the ox stand in for any paying symbol, on any reel', () => {
    const middle = goldenOx.lines[0] ?? [1, 1, 1];
    const pays = (symbols: GoldenOxSymbol[]) => evaluateReels(withLine(middle, symbols)).lineWins;
    expect(pays(['ox', 'peach', 'peach'])).toEqual([
      { line: 0, symbol: 'peach', count: 3, payLineBets: 5 },
    ]);
    expect(pays(['jade', 'ox', 'jade'])[0]?.symbol).toBe('jade');
    expect(pays(['knot', 'ox', 'ox'])[0]?.payLineBets).toBe(12);
    expect(pays(['ingot', 'ox', 'coins'])).toEqual([]);
  });

  it('pays three oxen the ox line, and the oxen complete the lines that share them', () => {
    const result = evaluateReels(withLine([0, 0, 0], ['ox', 'ox', 'ox']));
    expect(result.lineWins).toEqual([
      { line: 2, symbol: 'ox', count: 3, payLineBets: 200 },
      // ox–peach–ox, lotus–lotus–ox and ox–lotus–ox.
      { line: 3, symbol: 'peach', count: 3, payLineBets: 5 },
      { line: 7, symbol: 'lotus', count: 3, payLineBets: 8 },
      { line: 8, symbol: 'lotus', count: 3, payLineBets: 8 },
    ]);
    expect(result.totalWinLineBets).toBe(200 + 5 + 8 + 8);
  });

  it('adds the pays of every winning line', () => {
    const oxen = evaluateReels([
      ['ox', 'ox', 'ox'],
      ['ox', 'ox', 'ox', 'ox'],
      ['ox', 'ox', 'ox'],
    ]);
    expect(oxen.lineWins).toHaveLength(10);
    expect(oxen.totalWinLineBets).toBe(10 * 200);
    // Lotus across the top of both outer reels meets the middle reel's rows 0 and 1, both lotus.
    const twoLines = evaluateReels([
      ['lotus', 'knot', 'coins'],
      ['lotus', 'lotus', 'jade', 'knot'],
      ['lotus', 'jade', 'peach'],
    ]);
    expect(twoLines.lineWins.map((win) => win.line)).toEqual([2, 3]);
    expect(twoLines.totalWinLineBets).toBe(2 * 8);
  });
});

describe('evaluate with Ox Charge', () => {
  // Respin screens here come from the outer columns of this definition, the middle reel locked.
  const charged = definitionShowing(mixed);
  // Coins on row 0 of both outer reels, jade, peach and ingot between them: no base win, but
  // three lines once the middle is locked wild.
  const winning = definitionShowing([
    ['coins', 'knot', 'lotus'],
    ['jade', 'peach', 'ingot', 'knot'],
    ['coins', 'lotus', 'jade'],
  ]);

  it('locks the middle reel as four oxen and pays the respin times its multiplier', () => {
    // mixed's outer reels share no symbol on a line through the locked middle: the charge respins
    // this same screen until its last respin and ends without a win.
    const respins = [
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ] as const;
    const lost = evaluate(charged, [0, 0, 0], { respins });
    expect(lost.charge?.respins).toHaveLength(5);
    expect(lost.charge?.respins[0]?.reels[1]).toEqual(['ox', 'ox', 'ox', 'ox']);
    expect(lost.charge?.respins.map((respin) => respin.multiplier)).toEqual([2, 3, 5, 10, 20]);
    expect(lost.totalWinLineBets).toBe(0);

    // Base: coins on rows 0 of the outer reels, but jade and peach in the middle: no win.
    expect(evaluate(winning, [0, 0, 0], null).totalWinLineBets).toBe(0);
    const result = evaluate(winning, [0, 0, 0], { respins: [[0, 0]] });
    const [respin] = result.charge?.respins ?? [];
    // Locked middle: coins–ox–coins pays on lines 2, 3 and 8 (row 0 meets middle rows 0, 1, 2).
    expect(respin?.lineWins.map((win) => [win.line, win.symbol, win.payLineBets])).toEqual([
      [2, 'coins', 20],
      [3, 'coins', 20],
      [8, 'coins', 20],
    ]);
    expect(respin?.winLineBets).toBe(3 * 20 * 2);
    expect(result.totalWinLineBets).toBe(120);
    expect(result.lineWins).toEqual([]);
  });

  it('refuses draws no spin can make', () => {
    const winningBase = definitionShowing(withLine([1, 1, 1], ['peach', 'peach', 'peach']));
    expect(() => evaluate(winningBase, [0, 0, 0], { respins: [[0, 0]] })).toThrow(/without/);
    expect(() => evaluate(charged, [0, 0, 0], { respins: [] })).toThrow(RangeError);
    expect(() => evaluate(charged, [0, 0, 0], { respins: [[0, 0]] })).toThrow(/until a win/);
    const sixRespins = Array.from({ length: 6 }, () => [0, 0] as const);
    expect(() => evaluate(charged, [0, 0, 0], { respins: sixRespins })).toThrow(RangeError);
    expect(() => evaluate(goldenOx, [32, 0, 0], null)).toThrow(RangeError);
    expect(() => evaluate(goldenOx, [0, -1, 0], null)).toThrow(RangeError);
    expect(() => evaluate(goldenOx, [0, 0, 0.5], null)).toThrow(RangeError);
  });

  it('ends a charge at its first winning respin', () => {
    expect(() =>
      evaluate(winning, [0, 0, 0], {
        respins: [
          [0, 0],
          [0, 0],
        ],
      }),
    ).toThrow(/first winning respin/);
  });
});

describe('compileGoldenOx', () => {
  it('refuses a definition that cannot be played', () => {
    expect(() =>
      compileGoldenOx({ ...goldenOx, strips: [['peach'], goldenOx.strips[1], goldenOx.strips[2]] }),
    ).toThrow(RangeError);
    expect(() =>
      compileGoldenOx({ ...goldenOx, paytable: { ...goldenOx.paytable, peach: 0.5 } }),
    ).toThrow(RangeError);
    expect(() => compileGoldenOx({ ...goldenOx, lines: [[0, 4, 0]] })).toThrow(RangeError);
    expect(() =>
      compileGoldenOx({ ...goldenOx, charge: { ...goldenOx.charge, respinMultipliers: [] } }),
    ).toThrow(RangeError);
    expect(() =>
      compileGoldenOx({ ...goldenOx, charge: { ...goldenOx.charge, triggerOneIn: 0 } }),
    ).toThrow(RangeError);
  });
});
