import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/psp/src/db/schema.ts',
  out: './apps/psp/drizzle',
  schemaFilter: ['psp'],
  migrations: { schema: 'psp_migrations' },
});
