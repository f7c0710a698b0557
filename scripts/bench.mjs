// Runs every benchmark in bench/ one after the other; each prints its figures and writes JSON
// under bench/results/. Benchmarks are not tests: nothing here passes or fails on speed.
//
//   npm run bench                          every benchmark
//   npm run bench -- lighthouse            only those whose file name holds a word given
//   npm run bench -- --skip=wallet         all but those whose file name holds that word
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const skip = args
  .filter((arg) => arg.startsWith('--skip='))
  .flatMap((arg) => arg.slice('--skip='.length).split(','));
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .filter((file) => !skip.some((word) => word !== '' && file.includes(word)))
  .sort();

const startedAt = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(0);
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const benchStartedAt = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
  console.log(
    `=== ${file}: ${run.status === 0 ? 'done' : 'FAILED'} in ${seconds(benchStartedAt)} s`,
  );
}
console.log(
  `\n${benches.length} benchmarks in ${seconds(startedAt)} s${failed ? `, ${failed} failed` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);
