import { buildParSheet } from '../../par/build-par-sheet';
import { addWeightedCounts } from '../../par/exact-distribution';
import { formatPercent, fraction } from '../../par/fraction';
import type { ParSheet, ParTable } from '../../par/par-sheet';
import { compileLuckyTiger } from './compile';
import type { CompiledLuckyTiger } from './compile';
import type { LuckyTigerDefinition } from './definition';
import { baseGame, winLineBets } from './win-line-bets';

/**
 * Exact PAR by enumeration: every base-game stop combination and, for every featured symbol, every
 * Tiger Fortune stop combination, each weighted by its exact probability over one common
 * denominator: triggerOneIn × base combinations × feature weight total × feature combinations.
 */
export function computePar(definition: LuckyTigerDefinition): ParSheet {
  const compiled = compileLuckyTiger(definition);
  const { triggerOneIn, featureCumulativeWeights } = compiled;
  const baseCombinations = product(compiled.stripLengths);
  const featureCombinations = product(compiled.featureStripLengths);
  const featureWeightTotal = BigInt(featureCumulativeWeights.at(-1) ?? 0);
  const oneIn = BigInt(triggerOneIn);

  const baseCounts = countWins(compiled, baseGame);
  // A base outcome: not triggered ((N − 1) / N) × one stop combination (1 / base combinations).
  const baseWeight = (oneIn - 1n) * featureWeightTotal * featureCombinations;
  const weightByWin = new Map<number, bigint>();
  addWeightedCounts(weightByWin, baseCounts, baseWeight);

  const featureCountsBySymbol = definition.feature.symbolWeights.map((_, featureIndex) =>
    countWins(compiled, featureIndex),
  );
  definition.feature.symbolWeights.forEach(({ weight }, featureIndex) => {
    // A feature outcome: triggered (1 / N) × this symbol (weight / total) × one stop combination.
    const featureWeight = BigInt(weight) * baseCombinations;
    addWeightedCounts(weightByWin, featureCountsBySymbol[featureIndex] ?? new Map(), featureWeight);
  });

  const weightTotal = oneIn * baseCombinations * featureWeightTotal * featureCombinations;
  const betUnits = definition.lines.length;
  const sheet = buildParSheet({
    gameId: definition.gameId,
    title: definition.title,
    distribution: { weightTotal, weightByWin },
    betUnits,
    tables: [],
  });

  const rtpFrom = (counts: ReadonlyMap<number, number>, weight: bigint): string => {
    let winWeight = 0n;
    for (const [win, count] of counts) winWeight += BigInt(win) * BigInt(count) * weight;
    return formatPercent(fraction(winWeight, weightTotal * BigInt(betUnits)));
  };
  const rtpBySource: ParTable = {
    title: 'RTP by source (% of total bet)',
    columns: ['source', 'RTP %'],
    rows: [
      ['base game', rtpFrom(baseCounts, baseWeight)],
      ...definition.feature.symbolWeights.map(({ symbol, weight }, featureIndex) => [
        `${definition.feature.name}: ${symbol}`,
        rtpFrom(
          featureCountsBySymbol[featureIndex] ?? new Map(),
          BigInt(weight) * baseCombinations,
        ),
      ]),
    ],
  };
  const combinations: ParTable = {
    title: 'Combinations',
    columns: ['what', 'count'],
    rows: [
      ['base-game stop combinations', baseCombinations.toString()],
      [`${definition.feature.name} stop combinations per symbol`, featureCombinations.toString()],
      ['common denominator of all outcome probabilities', weightTotal.toString()],
    ],
  };
  return { ...sheet, tables: [...describeLuckyTiger(definition), combinations, rtpBySource] };
}

/** How many stop combinations pay each win (line bets, multiplier included). */
function countWins(compiled: CompiledLuckyTiger, featureIndex: number): Map<number, number> {
  const [length0, length1, length2] =
    featureIndex === baseGame ? compiled.stripLengths : compiled.featureStripLengths;
  const counts = new Map<number, number>();
  for (let stop0 = 0; stop0 < length0; stop0 += 1) {
    for (let stop1 = 0; stop1 < length1; stop1 += 1) {
      for (let stop2 = 0; stop2 < length2; stop2 += 1) {
        const win = winLineBets(compiled, featureIndex, stop0, stop1, stop2);
        counts.set(win, (counts.get(win) ?? 0) + 1);
      }
    }
  }
  return counts;
}

function describeLuckyTiger(definition: LuckyTigerDefinition): ParTable[] {
  const { symbols, strips, paytable, feature, lines } = definition;
  const count = <Cell>(strip: readonly Cell[], cell: Cell): number =>
    strip.filter((each) => each === cell).length;
  const featureCells = ['featured', 'wild', 'blank'] as const;
  return [
    {
      title: 'Reel strips (symbol count per reel)',
      columns: ['symbol', 'reel 1', 'reel 2', 'reel 3'],
      rows: [
        ...symbols.map(({ id }) => [id, ...strips.map((strip) => count(strip, id))]),
        ['length', ...strips.map((strip) => strip.length)],
      ],
    },
    {
      title: 'Paytable (3 on a line, × line bet)',
      columns: ['symbol', 'role', 'pays'],
      rows: symbols
        .filter(({ role }) => role !== 'blank')
        .map(({ id, role }) => [id, role, paytable[id as keyof typeof paytable]]),
    },
    {
      title: `Paylines (row crossed on each reel, 0 = top); total bet = line bet × ${lines.length}`,
      columns: ['line', 'reel 1', 'reel 2', 'reel 3'],
      rows: lines.map((rows, line) => [line, ...rows]),
    },
    {
      title: `${feature.name}: triggers 1 in ${feature.triggerOneIn}, full screen pays × ${feature.fullScreenMultiplier}`,
      columns: ['featured symbol', 'weight'],
      rows: feature.symbolWeights.map(({ symbol, weight }) => [symbol, weight]),
    },
    {
      title: `${feature.name} strips (cell count per reel)`,
      columns: ['cell', 'reel 1', 'reel 2', 'reel 3'],
      rows: [
        ...featureCells.map((cell) => [cell, ...feature.strips.map((strip) => count(strip, cell))]),
        ['length', ...feature.strips.map((strip) => strip.length)],
      ],
    },
  ];
}

function product(lengths: readonly number[]): bigint {
  return lengths.reduce((total, length) => total * BigInt(length), 1n);
}
