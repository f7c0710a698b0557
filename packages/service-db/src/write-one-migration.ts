// For this package's tests: a drizzle migrations folder with one migration, as drizzle-kit writes
// it, so a test opens a service database on a schema of its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `statements` as migration 0000 into `folder` (created) and answers the folder. */
export function writeOneMigration(folder: string, statements: string[]): string {
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [
        { idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_init', breakpoints: true },
      ],
    }),
  );
  writeFileSync(
    path.join(folder, '0000_init.sql'),
    statements.join(';\n--> statement-breakpoint\n'),
  );
  return folder;
}
