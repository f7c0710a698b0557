import { formatPercent, fraction } from '../../par/fraction';
import type { ParTable } from '../../par/par-sheet';
import type { CompiledMoonRabbit } from './compile';
import type { LinePayingSymbol, MoonRabbitDefinition } from './definition';

/** The PAR sheet tables that are read straight off the data: strips, pays, lines, prizes. */
export function describeMoonRabbit(
  definition: MoonRabbitDefinition,
  compiled: CompiledMoonRabbit,
): ParTable[] {
  const { symbols, strips, paytable, lines, cashPrizes } = definition;
  const prizeWeightTotal = BigInt(compiled.prizeWeightTotal);
  return [
    {
      title: 'Reel strips (symbol count per reel)',
      columns: ['symbol', 'reel 1', 'reel 2', 'reel 3', 'reel 4'],
      rows: [
        ...symbols.map(({ id }) => [
          id,
          ...strips.map((strip) => strip.filter((each) => each === id).length),
        ]),
        ['length', ...strips.map((strip) => strip.length)],
      ],
    },
    {
      title: 'Paytable (a run from reel 1, × line bet)',
      columns: ['symbol', 'role', '3 of a kind', '4 of a kind'],
      rows: symbols.map(({ id, role }) => {
        if (role !== 'wild' && role !== 'paying') return [id, role, '-', '-'];
        const pays = paytable[id as LinePayingSymbol];
        return [id, role, pays.three, pays.four];
      }),
    },
    {
      title: `Paylines (row crossed on each reel, 0 = top); total bet = line bet × ${lines.length}`,
      columns: ['line', 'reel 1', 'reel 2', 'reel 3', 'reel 4'],
      rows: lines.map((rows, line) => [line, ...rows]),
    },
    {
      title: `Cash prizes (one draw per visible pearl, weights out of ${prizeWeightTotal})`,
      columns: ['prize × total bet', 'line bets', 'weight', 'probability %'],
      rows: cashPrizes.map(({ timesBet, weight }, prize) => [
        timesBet.denominator === 1
          ? `${timesBet.numerator}`
          : `${timesBet.numerator}/${timesBet.denominator}`,
        compiled.prizeLineBets[prize] ?? 0,
        weight,
        formatPercent(fraction(BigInt(weight), prizeWeightTotal)),
      ]),
    },
  ];
}
