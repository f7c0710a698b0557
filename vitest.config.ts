import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // Each file opens its own database; PGlite is memory-hungry, so keep a few at a time.
          maxWorkers: 2,
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
