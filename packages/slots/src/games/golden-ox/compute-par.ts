import { buildParSheet } from '../../par/build-par-sheet';
import { addWeightedCounts } from '../../par/exact-distribution';
import { formatPercent, fraction } from '../../par/fraction';
import type { ParSheet, ParTable } from '../../par/par-sheet';
import { compileGoldenOx } from './compile';
import type { CompiledGoldenOx } from './compile';
import type { GoldenOxDefinition } from './definition';
import { lockedMiddle, screenWinLineBets } from './win-line-bets';

/**
 * Exact PAR by enumeration. Every base stop combination (B of them) is weighed; a losing one
 * starts Ox Charge with probability 1 / T. A charge is a finite chain over its K respins: each
 * respin is one of the N = (reel 1 length × reel 3 length) equally likely respin screens, of
 * which Z pay nothing, so the charge pays on respin k (k = 1…K) with probability (Z/N)^(k−1) ×
 * (that screen's count)/N, times respin k's multiplier, and nothing with probability (Z/N)^K.
 * All weights share the common denominator B × T × N^K, so every figure is an exact fraction.
 */
export function computePar(definition: GoldenOxDefinition): ParSheet {
  const compiled = compileGoldenOx(definition);
  const [length0, length1, length2] = compiled.stripLengths.map(BigInt) as [bigint, bigint, bigint];
  const baseCombinations = length0 * length1 * length2;
  const respinScreens = length0 * length2;
  const triggerOneIn = BigInt(compiled.triggerOneIn);
  const multipliers = Array.from(compiled.respinMultipliers);
  const respinsMax = multipliers.length;

  const baseCounts = countBaseWins(compiled);
  const respinCounts = countRespinWins(compiled);
  const losingBase = BigInt(baseCounts.get(0) ?? 0);
  const losingRespin = BigInt(respinCounts.get(0) ?? 0);
  const allRespins = respinScreens ** BigInt(respinsMax);

  const weightByWin = new Map<number, bigint>();
  const baseWins = new Map([...baseCounts].filter(([win]) => win > 0));
  // A base outcome, charge or not: one stop combination, then any trigger draw and respins.
  addWeightedCounts(weightByWin, baseWins, triggerOneIn * allRespins);
  addWeight(weightByWin, 0, losingBase * (triggerOneIn - 1n) * allRespins);
  const chargeWinWeights = multipliers.map((multiplier, respin) => {
    // Charged (1 of T) after a losing screen, respin − 1 losing respins, then this one pays.
    const weight =
      losingBase *
      losingRespin ** BigInt(respin) *
      respinScreens ** BigInt(respinsMax - respin - 1);
    let winWeight = 0n;
    for (const [win, count] of respinCounts) {
      if (win === 0) continue;
      addWeight(weightByWin, win * multiplier, BigInt(count) * weight);
      winWeight += BigInt(win * multiplier) * BigInt(count) * weight;
    }
    return winWeight;
  });
  addWeight(weightByWin, 0, losingBase * losingRespin ** BigInt(respinsMax));

  const weightTotal = baseCombinations * triggerOneIn * allRespins;
  const betUnits = definition.lines.length;
  const sheet = buildParSheet({
    gameId: definition.gameId,
    title: definition.title,
    distribution: { weightTotal, weightByWin },
    betUnits,
    tables: [],
  });

  const percentOfBet = (winWeight: bigint) =>
    formatPercent(fraction(winWeight, weightTotal * BigInt(betUnits)));
  let baseWinWeight = 0n;
  for (const [win, count] of baseWins) {
    baseWinWeight += BigInt(win) * BigInt(count) * triggerOneIn * allRespins;
  }
  const rtpBySource: ParTable = {
    title: 'RTP by source (% of total bet)',
    columns: ['source', 'RTP %'],
    rows: [
      ['base game', percentOfBet(baseWinWeight)],
      ...chargeWinWeights.map((winWeight, respin) => [
        `${definition.charge.name}: respin ${respin + 1} (× ${multipliers[respin]})`,
        percentOfBet(winWeight),
      ]),
    ],
  };
  const chargeOdds: ParTable = {
    title: `${definition.charge.name} (exact)`,
    columns: ['figure', 'value'],
    rows: [
      ['charges per spin', `1 in ${oneIn(fraction(losingBase, baseCombinations * triggerOneIn))}`],
      ['a respin wins', `${formatPercent(fraction(respinScreens - losingRespin, respinScreens))}%`],
      [
        `a charge ends without a win (all ${respinsMax} respins lose)`,
        `${formatPercent(fraction(losingRespin ** BigInt(respinsMax), allRespins))}%`,
      ],
    ],
  };
  const combinations = combinationsTable(baseCombinations, respinScreens, weightTotal);
  return {
    ...sheet,
    tables: [...describeGoldenOx(definition), chargeOdds, combinations, rtpBySource],
  };
}

/** How many combinations the figures are exact over. */
function combinationsTable(
  baseCombinations: bigint,
  respinScreens: bigint,
  weightTotal: bigint,
): ParTable {
  return {
    title: 'Combinations',
    columns: ['what', 'count'],
    rows: [
      ['base-game stop combinations', baseCombinations.toString()],
      ['respin screens (reel 1 × reel 3 stops)', respinScreens.toString()],
      ['common denominator of all outcome probabilities', weightTotal.toString()],
    ],
  };
}

/** How many base stop combinations pay each win (line bets). */
function countBaseWins(compiled: CompiledGoldenOx): Map<number, number> {
  const [length0, length1, length2] = compiled.stripLengths;
  const counts = new Map<number, number>();
  for (let stop0 = 0; stop0 < length0; stop0 += 1) {
    for (let stop1 = 0; stop1 < length1; stop1 += 1) {
      for (let stop2 = 0; stop2 < length2; stop2 += 1) {
        const win = screenWinLineBets(compiled, stop0, stop1, stop2);
        counts.set(win, (counts.get(win) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** How many respin screens (middle reel locked as wilds) pay each win, before the multiplier. */
function countRespinWins(compiled: CompiledGoldenOx): Map<number, number> {
  const [length0, , length2] = compiled.stripLengths;
  const counts = new Map<number, number>();
  for (let stop0 = 0; stop0 < length0; stop0 += 1) {
    for (let stop2 = 0; stop2 < length2; stop2 += 1) {
      const win = screenWinLineBets(compiled, stop0, lockedMiddle, stop2);
      counts.set(win, (counts.get(win) ?? 0) + 1);
    }
  }
  return counts;
}

function describeGoldenOx(definition: GoldenOxDefinition): ParTable[] {
  const { symbols, strips, paytable, charge, lines } = definition;
  return [
    {
      title: 'Reel strips (symbol count per reel; reels show 3, 4 and 3 rows)',
      columns: ['symbol', 'reel 1', 'reel 2', 'reel 3'],
      rows: [
        ...symbols.map(({ id }) => [
          id,
          ...strips.map((strip) => strip.filter((each) => each === id).length),
        ]),
        ['length', ...strips.map((strip) => strip.length)],
      ],
    },
    {
      title: 'Paytable (3 on a line, × line bet)',
      columns: ['symbol', 'role', 'pays'],
      rows: symbols.map(({ id, role }) => [id, role, paytable[id]]),
    },
    {
      title: `Paylines (row crossed on each reel, 0 = top of the reel); total bet = line bet × ${lines.length}`,
      columns: ['line', 'reel 1', 'reel 2', 'reel 3'],
      rows: lines.map((rows, line) => [line, ...rows]),
    },
    {
      title: `${charge.name}: after a spin with no win, 1 in ${charge.triggerOneIn}; middle reel locks wild, reels 1 and 3 respin until a win`,
      columns: ['respin', 'multiplier'],
      rows: charge.respinMultipliers.map((multiplier, respin) => [respin + 1, multiplier]),
    },
  ];
}

function addWeight(target: Map<number, bigint>, win: number, weight: bigint): void {
  if (weight === 0n) return;
  target.set(win, (target.get(win) ?? 0n) + weight);
}

/** "1 in n" for display, to two decimals. */
function oneIn(probability: { numerator: bigint; denominator: bigint }): string {
  if (probability.numerator === 0n) return 'never';
  const hundredths = (probability.denominator * 100n) / probability.numerator;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
