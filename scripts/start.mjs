// Starts the whole product on one machine: api (+ the player app), games and psp. Builds what is
// missing first: the player app, the game pages, and the servers compiled to JavaScript (again
// whenever their sources changed). On the embedded database the three services then run in this
// very process, sharing one PGlite; on PostgreSQL (DATABASE_URL) each runs in a process of its own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsMissing, run } from './build-what-is-missing.mjs';
import { serverOutDir } from './server-build.mjs';

const ports = {
  api: process.env.PORT ?? '8080',
  games: process.env.GAMES_PORT ?? '8081',
  psp: process.env.PSP_PORT ?? '8082',
};

buildWhatIsMissing();

// The folder serve-together.ts opens under DATA_DIR (sharedPgliteFolder).
const embeddedDatabase = path.join(process.env.DATA_DIR ?? './data', 'pglite');
if (!process.env.DATABASE_URL && !existsSync(path.join(embeddedDatabase, 'PG_VERSION'))) {
  run('Creating the embedded database (first start only)', process.execPath, [
    path.join(serverOutDir, 'create-embedded-database.js'),
  ]);
}

console.log(
  [
    '',
    'Sorte is starting:',
    ...Object.entries(ports).map(([name, port]) => `  ${name.padEnd(6)} http://localhost:${port}`),
    `  console http://localhost:${ports.api}/console/ (staff: npm run staff:create)`,
    `  database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL), one process per service' : `embedded PGlite in ${embeddedDatabase}, one process for all`}`,
    '',
  ].join('\n'),
);

if (process.env.DATABASE_URL) {
  startOnePerService();
} else {
  await import(pathToFileURL(path.join(serverOutDir, 'together.js')).href);
}

function startOnePerService() {
  let stopping = false;
  const children = ['api', 'games', 'psp'].map((name) => {
    const child = spawn(process.execPath, [path.join(serverOutDir, `${name}.js`)], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? code}); stopping the others.`);
      stopAll(code ?? 1);
    });
    return child;
  });
  function stopAll(exitCode) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode), 500);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
