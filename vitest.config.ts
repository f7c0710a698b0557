import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine ran every file one at a
    // time; the tests spend much of their time waiting on their databases, so two at a time
    // finish the suite in about two thirds of the time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/{games,psp}/src/**/*.test.ts',
            'eslint/*.test.ts',
          ],
          // Tests of other apps that must also run on PostgreSQL sit in the integration project.
          exclude: ['**/*.integration.test.ts', '**/*.postgres.test.ts', '**/node_modules/**'],
          // A worker's files share its loaded modules rather than each importing them again
          // (about half the project's time went to imports); what a file changes lives in its own
          // engine or server, which it closes. The player app's tests stay isolated: its stores
          // live in modules, as in the browser.
          isolate: false,
          // The games' and the provider's schemas migrated once; each file's engine starts from a
          // copy (@sorte/service-db/test-support).
          globalSetup: [
            'apps/games/src/test-support/migrated-pglite-setup.ts',
            'apps/psp/src/test-support/migrated-pglite-setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/games/src/**/*.integration.test.ts',
            // What only PostgreSQL has (a listener on its own address): collected on PostgreSQL only.
            ...(process.env.DATABASE_URL ? ['packages/*/src/**/*.postgres.test.ts'] : []),
          ],
          // The api's tests of a second PostgreSQL server (a replica) likewise.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
          ],
          // On the embedded database, the schemas are migrated once and each file starts its own
          // engine from a copy (apps/api/test/migrated-pglite-setup.ts).
          globalSetup: [
            ...(process.env.DATABASE_URL ? [] : ['apps/api/test/migrated-pglite-setup.ts']),
            'apps/games/src/test-support/migrated-pglite-setup.ts',
            'apps/psp/src/test-support/migrated-pglite-setup.ts',
          ],
          // Each file opens its own database; PGlite is memory-hungry, so keep a few at a time.
          maxWorkers: 2,
          // As the unit project: each file's database and app are its own; the modules are shared
          // (the suite in about half the time: 480 → 250 s on a 2-core host).
          isolate: false,
          // A project with its own worker count runs as its own group, after the others.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/ops/vite.config.ts',
    ],
  },
});
