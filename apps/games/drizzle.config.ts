import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/games/src/db/schema.ts',
  out: './apps/games/drizzle',
  schemaFilter: ['provider'],
  migrations: { schema: 'provider_migrations' },
});
