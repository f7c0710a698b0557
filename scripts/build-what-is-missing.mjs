// What `npm start` and `npm run scale` build before they start anything: the player app, the
// operator console and the game pages on the first start, and the servers compiled to JavaScript
// whenever their sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isServerBuildCurrent } from './server-build.mjs';

/** Each build runs in a process of its own, so none of its memory stays with the servers. */
export function run(what, command, args) {
  console.log(`${what}…`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildWhatIsMissing() {
  if (!existsSync('apps/web/dist/index.html')) {
    run('Building the player app (first start only)', 'npm', ['run', 'build', '-w', '@sorte/web']);
  }
  if (!existsSync('apps/ops/dist/index.html')) {
    run('Building the operator console (first start only)', 'npm', [
      'run',
      'build',
      '-w',
      '@sorte/ops',
    ]);
  }
  if (!existsSync('apps/games/dist/lucky-tiger.html')) {
    run('Building the game pages (first start only)', 'npm', [
      'run',
      'build',
      '-w',
      '@sorte/games',
    ]);
  }
  if (!isServerBuildCurrent()) {
    run('Compiling the servers', process.execPath, ['scripts/build-servers.mjs']);
  }
}
