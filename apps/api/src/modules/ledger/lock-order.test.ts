import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The api's production sources: every .ts and .sql file under src/ but tests.
const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

async function productionSources(): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(sourceRoot, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(ts|sql)$/.test(entry.name))
    .filter((entry) => !/\.test\.ts$|test-support/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (path) => ({
      path: relative(sourceRoot, path),
      text: await readFile(path, 'utf8'),
    })),
  );
}

/** Statements as the lock order sees them: SQL split at `;`, and comments left out. */
function statementsOf(text: string): string[] {
  return text
    .replace(/--[^\n]*|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' '));
}

describe('the one lock order (docs/decisions/0016)', () => {
  it('no production statement takes FOR UPDATE, which blocks a foreign key’s KEY SHARE', async () => {
    const offenders = (await productionSources()).flatMap(({ path, text }) =>
      statementsOf(text)
        .filter((statement) => /for update|\.for\('update'/i.test(statement))
        .map((statement) => `${path}: ${statement.trim().slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('a player row is locked only by player_locks, before the balance row', async () => {
    const offenders = (await productionSources()).flatMap(({ path, text }) =>
      statementsOf(text)
        .filter(
          (statement) =>
            (/\.from\(players\)/.test(statement) && /\.for\('no key update'/.test(statement)) ||
            /from players\b[^;]*for no key update/i.test(statement),
        )
        .filter(() => !path.endsWith('player_locks.sql'))
        .map((statement) => `${path}: ${statement.trim().slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });
});
