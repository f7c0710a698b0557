import { assertInteger } from '../../reels/assert-integer';
import { compileLineRows } from '../../reels/compile-line-rows';
import { indexSymbols } from '../../reels/index-symbols';
import { mapReels } from '../../reels/map-reels';
import { windowsOf } from '../../reels/windows-of';
import { compileLineParts, compileLinePays } from './compile-line-pays';
import type { CompiledLinePays } from './compile-line-pays';
import { compilePrizes } from './compile-prizes';
import type { CompiledPrizes } from './compile-prizes';
import type {
  FourReels,
  LinePayingSymbol,
  MoonRabbitDefinition,
  MoonRabbitSymbol,
} from './definition';
import { countShown } from './count-shown';
import { oncePerDefinition } from '../once-per-definition';

/**
 * A definition turned into flat lookup tables, so evaluating a spin is a handful of array reads
 * with no allocation: the hot loops of enumeration and simulation run millions of times.
 */
export interface CompiledMoonRabbit extends CompiledLinePays, CompiledPrizes {
  /** Symbol index → id; every table below speaks in these indices. */
  readonly symbolIds: readonly MoonRabbitSymbol[];
  readonly symbolIndexById: ReadonlyMap<MoonRabbitSymbol, number>;
  readonly reels: 4;
  readonly rows: number;
  readonly wildIndex: number;
  /** The pearl: the symbol that carries a cash prize. */
  readonly cashIndex: number;
  /** The rabbit: the symbol that collects the pearls' prizes. */
  readonly collectorIndex: number;
  readonly stripLengths: FourReels<number>;
  /** windows[reel][stop * rows + row]: the symbol index shown at that row when the reel stops. */
  readonly windows: FourReels<Uint8Array>;
  /** pearlCounts[reel][stop]: how many pearls the reel shows. */
  readonly pearlCounts: FourReels<Uint8Array>;
  /** The most pearls one screen can show: the length of a spin's prize draws at most. */
  readonly pearlsMax: number;
  readonly collectorReel: number;
  /** collectorShown[reel][stop] is 1 when the reel shows at least one rabbit. */
  readonly collectorShown: FourReels<Uint8Array>;
  readonly lineCount: number;
  /** lineRows[line * 4 + reel]: the row the line crosses on that reel. */
  readonly lineRows: Uint8Array;
  /**
   * lineParts[reel][stop * lineCount + line]: the symbol the line crosses on that reel, already
   * scaled to its place in lineTableIndex, so a line's table index is four reads and three adds.
   */
  readonly lineParts: FourReels<Uint32Array>;
}

const reelCount = 4;
const rowCount = 3;
// The line pay table has symbolCount^4 entries: 32 symbols make a million, 4 MB.
const symbolCountMax = 32;
const lineCountMax = 100;
// A line pays at most a million line bets: with a hundred lines a win stays far below 2^53.
const linePayMax = 1_000_000;
/** Compiles once per definition object; definitions are immutable data. */
export const compileMoonRabbit: (definition: MoonRabbitDefinition) => CompiledMoonRabbit =
  oncePerDefinition(compile);

function compile(definition: MoonRabbitDefinition): CompiledMoonRabbit {
  const { rows, symbols, paytable, lines, strips, collectorReel } = definition;
  if (definition.reels !== reelCount || rows !== rowCount) {
    throw new RangeError('Moon Rabbit is 4 reels × 3 rows');
  }
  const { symbolIds, symbolIndexById, indexOf, onlyOf } = indexSymbols(
    symbols,
    'Moon Rabbit',
    symbolCountMax,
  );
  const wildIndex = onlyOf('wild');
  const cashIndex = onlyOf('cash');
  const collectorIndex = onlyOf('collector');
  const symbolCount = symbolIds.length;
  const { threePay, fourPay } = compileThreeAndFourPays(symbols, paytable, indexOf);
  if (lines.length > lineCountMax) {
    throw new RangeError(`Moon Rabbit has 1 to ${lineCountMax} lines, got ${lines.length}`);
  }
  const lineRows = compileLineRows(lines, [rows, rows, rows, rows]);

  assertInteger(collectorReel, 'collectorReel', 0, reelCount - 1);
  strips.forEach((strip, reel) => {
    if (reel !== collectorReel && strip.some((id) => indexOf(id) === collectorIndex)) {
      throw new RangeError(`the collector lands on reel ${collectorReel + 1} only`);
    }
  });
  const windows = mapReels(strips, (strip) => windowsOf(strip.map(indexOf), rows));
  const pearlCounts = mapReels(windows, (window) => countShown(window, rows, cashIndex));
  // Only the collector reel's strip holds the rabbit, so the other reels' tables are all 0; keeping
  // one per reel lets the hot loops test all four without knowing which reel collects.
  const collectorShown = mapReels(windows, (window) =>
    countShown(window, rows, collectorIndex).map((count) => (count === 0 ? 0 : 1)),
  );
  const pearlsMax = pearlCounts.reduce((sum, counts) => sum + Math.max(...counts), 0);

  return {
    symbolIds,
    symbolIndexById,
    reels: reelCount,
    rows,
    wildIndex,
    cashIndex,
    collectorIndex,
    stripLengths: mapReels(strips, (strip) => strip.length),
    windows,
    pearlCounts,
    pearlsMax,
    collectorReel,
    collectorShown,
    lineCount: lines.length,
    lineRows,
    lineParts: compileLineParts(windows, lineRows, rows, symbolCount),
    ...compileLinePays(symbolCount, { wildIndex, threePay, fourPay }),
    ...compilePrizes(definition),
  };
}

/** Three and four of a kind's pays by symbol index (0 for symbols that pay no line). */
function compileThreeAndFourPays(
  symbols: MoonRabbitDefinition['symbols'],
  paytable: MoonRabbitDefinition['paytable'],
  indexOf: (id: MoonRabbitSymbol) => number,
) {
  const symbolCount = symbols.length;
  const threePay = new Array<number>(symbolCount).fill(0);
  const fourPay = new Array<number>(symbolCount).fill(0);
  for (const { id, role } of symbols) {
    if (role !== 'wild' && role !== 'paying') continue;
    const pays = paytable[id as LinePayingSymbol];
    assertInteger(pays.three, `three-of-a-kind pay of ${id}`, 1, linePayMax);
    assertInteger(pays.four, `four-of-a-kind pay of ${id}`, pays.three, linePayMax);
    threePay[indexOf(id)] = pays.three;
    fourPay[indexOf(id)] = pays.four;
  }
  return { threePay, fourPay };
}
