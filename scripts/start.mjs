// Starts the whole product on one machine: api (+ the player app), games and psp.
// Builds the player app first when it has not been built yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const services = [
  { name: 'api', entry: 'apps/api/src/server.ts', port: process.env.PORT ?? '8080' },
  { name: 'games', entry: 'apps/games/src/server.ts', port: process.env.GAMES_PORT ?? '8081' },
  { name: 'psp', entry: 'apps/psp/src/server.ts', port: process.env.PSP_PORT ?? '8082' },
];

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the player app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@sorte/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = services.map((service) => {
  const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${service.name} stopped (${signal ?? code}); stopping the others.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(exitCode) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(
  [
    '',
    'Sorte is starting:',
    ...services.map((service) => `  ${service.name.padEnd(6)} http://localhost:${service.port}`),
    `  database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.DATA_DIR ?? './data'}`}`,
    '',
  ].join('\n'),
);
