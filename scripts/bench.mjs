// Runs every benchmark in bench/ one after the other; each prints its figures and writes JSON
// under bench/results/. Benchmarks are not tests: nothing here passes or fails on speed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !only || file.includes(only))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
