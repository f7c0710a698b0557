import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { closeThen } from '../close-then';
import { openPglite } from '../open-pglite';

type MigratedPgliteKey = `migratedPglite:${string}`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the files of an embedded engine with one service's schema migrated. */
    [key: MigratedPgliteKey]: string;
  }
}

/** A service's `openDatabase`, as much of it as these helpers use. */
type OpenOnEngine<Handle extends { close(): Promise<void> }> = (connection: {
  pglite: PGlite;
}) => Promise<Handle>;

/**
 * A test run's global setup for one service: opens the service's database (which migrates it) on
 * one embedded engine once and keeps the engine's files for every test file to start its own
 * engine from (openMigratedPglite). An engine of its own ran initdb and every migration again,
 * about 2 s a test file. Answers the teardown.
 */
export async function keepMigratedPglite(
  project: TestProject,
  service: string,
  open: OpenOnEngine<{ close(): Promise<void> }>,
): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), `sorte-migrated-${service}-`));
  const engine = await openPglite({ folder: 'pglite' });
  try {
    await (await open({ pglite: engine })).close();
    const file = path.join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await engine.dumpDataDir('none')).arrayBuffer()));
    project.provide(`migratedPglite:${service}`, file);
  } finally {
    await engine.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

/**
 * An in-memory engine of a test file's own, started from the service's migrated engine when the
 * run's global setup kept one, empty otherwise (the service then migrates it as on any start).
 * The caller closes it after the database handle that uses it.
 */
export async function openMigratedPglite(service: string): Promise<PGlite> {
  const file = inject(`migratedPglite:${service}`);
  const startFrom = file ? new Blob([await readFile(file)]) : undefined;
  return openPglite({ folder: 'pglite', startFrom });
}

/**
 * A service's database on an engine of the test file's own (openMigratedPglite); closing the
 * handle closes the engine too.
 */
export async function openOnMigratedPglite<Handle extends { close(): Promise<void> }>(
  service: string,
  open: OpenOnEngine<Handle>,
): Promise<Handle> {
  const engine = await openMigratedPglite(service);
  let handle: Handle;
  try {
    handle = await open({ pglite: engine });
  } catch (error) {
    await engine.close();
    throw error;
  }
  return closeThen(handle, () => engine.close());
}
