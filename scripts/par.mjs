// Prints the PAR sheet of every game in @sorte/slots: exact figures from full enumeration, then a
// Monte Carlo check on the fast PRNG. Run with `node --import tsx scripts/par.mjs [gameId]`.
import { formatPercent, slotGames } from '../packages/slots/src/index.ts';

const simulationSpins = 1_000_000;
// The JIT needs a few hundred thousand spins to settle; the timed run comes after.
const warmUpSpins = 200_000;
const simulationSeed = 66_121;

const onlyGameId = process.argv[2] ? Number(process.argv[2]) : undefined;
const games = slotGames.filter((game) => !onlyGameId || game.definition.gameId === onlyGameId);
if (games.length === 0) {
  console.error(
    `No game ${process.argv[2]}; known: ${slotGames.map((game) => game.definition.gameId).join(', ')}`,
  );
  process.exit(1);
}

for (const game of games) printParSheet(game);

function printParSheet(game) {
  const sheet = game.computePar(game.definition);
  const rule = '='.repeat(72);
  console.log(`${rule}\nPAR sheet: ${sheet.gameId} ${sheet.title}\n${rule}`);

  for (const table of sheet.tables) printTable(table.title, table.columns, table.rows);

  printTable(
    'Exact figures (full enumeration)',
    ['figure', 'value'],
    [
      ['RTP', `${sheet.rtpPercent}%`],
      ['RTP exact fraction', `${sheet.rtp.numerator} / ${sheet.rtp.denominator}`],
      [
        'hit frequency (rounds that return something)',
        `${sheet.hitFrequencyPercent}% (1 in ${oneIn(sheet.hitFrequency)})`,
      ],
      [
        'net win frequency (rounds that win more than the bet)',
        `${sheet.netWinFrequencyPercent}% (1 in ${oneIn(sheet.netWinFrequency)})`,
      ],
      [
        'max win',
        `${sheet.maxWinTimesBetText} × total bet (${fractionText(sheet.maxWinTimesBet)})`,
      ],
      ['max win probability', `1 in ${oneIn(sheet.maxWinProbability)}`],
      ['volatility index (sd of win per unit bet)', sheet.volatilityIndex.toFixed(4)],
      ['common denominator', sheet.outcomeWeightTotal.toString()],
    ],
  );

  printTable(
    'Win distribution (win ÷ total bet)',
    ['win', 'probability %', 'exact probability', 'RTP share %'],
    sheet.winDistribution.map((bucket) => [
      bucket.label,
      bucket.probabilityPercent,
      fractionText(bucket.probability),
      formatPercent(bucket.rtpContribution),
    ]),
  );

  game.simulate(game.definition, warmUpSpins, simulationSeed + 1);
  const result = game.simulate(game.definition, simulationSpins, simulationSeed);
  const exactRtp = Number(sheet.rtp.numerator) / Number(sheet.rtp.denominator);
  const standardErrors = (result.meanWinPerBet - exactRtp) / result.standardError;
  printTable(
    `Monte Carlo check (fast PRNG, seed ${simulationSeed}, ${simulationSpins.toLocaleString('en')} spins)`,
    ['figure', 'value'],
    [
      ['simulated RTP', `${(result.meanWinPerBet * 100).toFixed(4)}%`],
      ['standard error', `${(result.standardError * 100).toFixed(4)} points`],
      ['distance from exact RTP', `${standardErrors.toFixed(2)} standard errors`],
      ['simulated hit frequency', `${(result.hitFrequency * 100).toFixed(4)}%`],
      ['simulated net win frequency', `${(result.netWinFrequency * 100).toFixed(4)}%`],
      ['spins per second (one core)', Math.round(result.spinsPerSecond).toLocaleString('en')],
    ],
  );
  console.log('');
}

function printTable(title, columns, rows) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

function fractionText({ numerator, denominator }) {
  return denominator === 1n ? numerator.toString() : `${numerator}/${denominator}`;
}

function oneIn({ numerator, denominator }) {
  if (numerator === 0n) return 'never';
  return (Number(denominator) / Number(numerator)).toFixed(2);
}
