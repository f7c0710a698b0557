import { buildParSheet } from '../../par/build-par-sheet';
import { formatPercent, fraction } from '../../par/fraction';
import type { ParSheet, ParTable } from '../../par/par-sheet';
import { compileMoonRabbit } from './compile';
import type { CompiledMoonRabbit } from './compile';
import { countOutcomes } from './count-outcomes';
import type { OutcomeCounts } from './count-outcomes';
import type { MoonRabbitDefinition } from './definition';
import { describeMoonRabbit } from './describe-moon-rabbit';
import { prizeSumWeights } from './prize-sum-weights';

/**
 * Exact PAR by enumeration: every stop combination, counted by line win and pearls collected,
 * then for each the exact distribution of the collected prizes. Every outcome's weight is over one
 * common denominator, stop combinations × prizeWeightTotal^pearlsMax: a spin that collects k
 * pearls stands for prizeWeightTotal^(pearlsMax − k) outcomes of the prize draws it ignores.
 */
export function computePar(definition: MoonRabbitDefinition): ParSheet {
  const compiled = compileMoonRabbit(definition);
  const outcomes = countOutcomes(compiled);
  const sumWeights = prizeSumWeights(compiled);
  const { counts, collectedColumns } = outcomes;
  const prizeWeightTotal = BigInt(compiled.prizeWeightTotal);
  const pearlsMax = compiled.pearlsMax;

  const weightByWin = new Map<number, bigint>();
  for (let cell = 0; cell < counts.length; cell += 1) {
    const count = counts[cell] ?? 0;
    if (count === 0) continue;
    const lineWin = Math.floor(cell / collectedColumns);
    const collected = cell % collectedColumns;
    const scale = BigInt(count) * prizeWeightTotal ** BigInt(pearlsMax - collected);
    for (const [prizeSum, weight] of sumWeights[collected] ?? []) {
      const win = lineWin + prizeSum;
      weightByWin.set(win, (weightByWin.get(win) ?? 0n) + weight * scale);
    }
  }

  const combinations = BigInt(outcomes.combinations);
  const weightTotal = combinations * prizeWeightTotal ** BigInt(pearlsMax);
  const sheet = buildParSheet({
    gameId: definition.gameId,
    title: definition.title,
    distribution: { weightTotal, weightByWin },
    betUnits: definition.lines.length,
    tables: [],
  });
  const combinationsTable: ParTable = {
    title: 'Combinations',
    columns: ['what', 'count'],
    rows: [
      ['reel stop combinations', combinations.toString()],
      ['most pearls on one screen', pearlsMax],
      ['common denominator of all outcome probabilities', weightTotal.toString()],
    ],
  };
  return {
    ...sheet,
    tables: [
      ...describeMoonRabbit(definition, compiled),
      combinationsTable,
      ...describeSources(definition, compiled, outcomes),
    ],
  };
}

/** How the RTP splits between line wins and the rabbit's collect, and the collect by pearls. */
function describeSources(
  definition: MoonRabbitDefinition,
  compiled: CompiledMoonRabbit,
  outcomes: OutcomeCounts,
): ParTable[] {
  const { counts, collectedColumns } = outcomes;
  const combinations = BigInt(outcomes.combinations);
  const betUnits = BigInt(definition.lines.length);
  const prizeWeightTotal = BigInt(compiled.prizeWeightTotal);
  // The expected prize of one pearl, in line bets, is prizeWeightedSum / prizeWeightTotal.
  let prizeWeightedSum = 0n;
  compiled.prizeLineBets.forEach((lineBets, prize) => {
    const below = compiled.prizeCumulativeWeights[prize - 1] ?? 0;
    const weight = (compiled.prizeCumulativeWeights[prize] ?? 0) - below;
    prizeWeightedSum += BigInt(lineBets) * BigInt(weight);
  });

  let lineWinSum = 0n;
  const combinationsByCollected = new Array<bigint>(collectedColumns).fill(0n);
  for (let cell = 0; cell < counts.length; cell += 1) {
    const count = BigInt(counts[cell] ?? 0);
    const collected = cell % collectedColumns;
    lineWinSum += BigInt(Math.floor(cell / collectedColumns)) * count;
    combinationsByCollected[collected] = (combinationsByCollected[collected] ?? 0n) + count;
  }
  const collectRtpOf = (pearls: number, count: bigint) =>
    fraction(count * BigInt(pearls) * prizeWeightedSum, combinations * prizeWeightTotal * betUnits);

  let collectCount = 0n;
  let collectWinSum = 0n;
  const byPearls: (readonly (string | number)[])[] = [];
  combinationsByCollected.forEach((count, pearls) => {
    if (pearls === 0 || count === 0n) return;
    collectCount += count;
    collectWinSum += count * BigInt(pearls);
    byPearls.push([
      pearls,
      formatPercent(fraction(count, combinations)),
      formatPercent(collectRtpOf(pearls, count)),
    ]);
  });
  byPearls.push([
    'any',
    formatPercent(fraction(collectCount, combinations)),
    formatPercent(collectRtpOf(1, collectWinSum)),
  ]);

  return [
    {
      title: 'Rabbit collect by pearls collected (% of spins, RTP % of total bet)',
      columns: ['pearls', 'probability %', 'RTP %'],
      rows: byPearls,
    },
    {
      title: 'RTP by source (% of total bet)',
      columns: ['source', 'RTP %'],
      rows: [
        ['line wins', formatPercent(fraction(lineWinSum, combinations * betUnits))],
        ['rabbit collect', formatPercent(collectRtpOf(1, collectWinSum))],
      ],
    },
  ];
}
