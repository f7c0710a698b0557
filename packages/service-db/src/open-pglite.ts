import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockEmbeddedDatabase } from './lock-embedded-database';
import { closeThen } from './close-then';

/**
 * PostgreSQL's default buffer pool (128 MB) lives inside PGlite's WebAssembly memory, is touched
 * in full at start and is never given back: about 130 MB of every open engine. The services'
 * tables fit in a fraction of it, and the operating system caches the files underneath anyway.
 * 16 MB held an open engine at about 190 MB instead of 320 MB here (decision 0010).
 */
const sharedBuffers = '16MB';

export interface PgliteLocation {
  /** Folder for the embedded database's files; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** The engine's folder under dataDir (`pglite`, `games-pglite`, …). */
  folder: string;
  /**
   * The files of another engine (its `dumpDataDir()`) to start an in-memory engine from instead
   * of an empty cluster: tests open a migrated copy in a fraction of the time initdb and every
   * migration take.
   */
  startFrom?: Blob;
}

/**
 * Opens an embedded PostgreSQL (PGlite) under `dataDir/folder`, or in memory. It may be handed to
 * several services' `openServiceDatabase` (the option `pglite`): each keeps its tables and its
 * migration journal in its own schema, as they would on one PostgreSQL server.
 *
 * A folder is opened by one process at a time: `dataDir/<folder>.lock` is taken first, and a folder
 * that a live process holds is refused with EmbeddedDatabaseInUseError. Closing the engine, or
 * the end of the process, gives it back.
 */
export async function openPglite(location: PgliteLocation): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
  if (!location.dataDir) return PGlite.create({ startParams, loadDataDir: location.startFrom });
  const folder = path.resolve(location.dataDir, location.folder);
  await mkdir(path.dirname(folder), { recursive: true });
  const lock = await lockEmbeddedDatabase(folder);
  let pglite: PGlite;
  try {
    await mkdir(folder, { recursive: true });
    pglite = await PGlite.create({ dataDir: folder, startParams });
  } catch (error) {
    lock.release();
    throw error;
  }
  // Whoever opened the engine closes it (a service sharing it never does): the folder is given
  // back once the engine has written everything out.
  return closeThen(pglite, () => lock.release());
}
