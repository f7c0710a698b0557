// The static checks `npm test` starts with: the typecheck, ESLint and Prettier's check, run at once
// rather than one after the other (each is mostly one thread: on a 2-core host 78 s together
// against 102 s in turn). Each one's output is printed whole when it ends, so the
// three never interleave; any failure fails the run, after all three have said what they found.
import { runCaptured } from './run-captured.mjs';

const checks = ['typecheck', 'lint', 'format:check'];

async function run(script) {
  const started = Date.now();
  const { code, output } = await runCaptured('npm', ['run', '--silent', script]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
  return code === 0;
}

const results = await Promise.all(checks.map(run));
if (results.includes(false)) process.exit(1);
