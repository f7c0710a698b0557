// The static checks `npm test` starts with: the typecheck, ESLint and Prettier's check, run at once
// rather than one after the other (each is mostly one thread: on a 2-core host 78 s together
// against 102 s in turn). Each one's output is printed whole when it ends, so the
// three never interleave; any failure fails the run, after all three have said what they found.
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint', 'format:check'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(run));
if (results.includes(false)) process.exit(1);
