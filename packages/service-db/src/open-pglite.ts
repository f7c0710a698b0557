import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
}

/**
 * Opens an embedded PostgreSQL (PGlite) under `dataDir/folder`, or in memory. It may be handed to
 * several services' `openServiceDatabase` (the option `pglite`): each keeps its tables and its
 * migration journal in its own schema, as they would on one PostgreSQL server.
 */
export async function openPglite(location: PgliteLocation): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
  if (!location.dataDir) return PGlite.create({ startParams });
  const folder = path.resolve(location.dataDir, location.folder);
  await mkdir(folder, { recursive: true });
  return PGlite.create({ dataDir: folder, startParams });
}
