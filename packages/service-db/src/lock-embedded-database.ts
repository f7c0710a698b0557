// PGlite keeps its folder for one process only: a second process that opens it (a command run
// beside `npm start`, or a second server) writes over the first one's pages, and rows vanish or
// the folder no longer opens. Every process therefore takes this lock before PGlite opens a folder
// and gives it back when the engine closes or the process exits.
import { randomUUID } from 'node:crypto';
import {
  fsyncSync,
  linkSync,
  openSync,
  closeSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a lock file says about the process that holds the folder. */
export interface LockHolder {
  pid: number;
  /**
   * When the process started, in clock ticks after boot (`/proc/<pid>/stat`, Linux; null
   * elsewhere): a process that died and left its pid to another is told apart by it.
   */
  startTicks: number | null;
  host: string;
  command: string;
  /** When it took the lock (ISO 8601). */
  since: string;
}

export interface EmbeddedDatabaseLock {
  /** The lock file, beside the folder: `<folder>.lock`. */
  lockFile: string;
  /** Gives the folder back; harmless twice. The process's exit does it too. */
  release: () => void;
}

/** The refusal of a folder that a live process holds, naming it and saying what to do. */
export class EmbeddedDatabaseInUseError extends Error {
  readonly folder: string;
  readonly lockFile: string;
  readonly holder: LockHolder;

  constructor(folder: string, lockFile: string, holder: LockHolder, hostKnown: boolean) {
    const who = `process ${holder.pid}${hostKnown ? '' : ` on ${holder.host}`} (${holder.command}, since ${holder.since})`;
    const whatToDo = hostKnown
      ? 'Stop it first (Ctrl+C where `npm start` runs), then run this again (and `npm start` ' +
        'after it); or set DATABASE_URL to run on PostgreSQL, where commands may run beside the servers.'
      : `This machine cannot tell whether it still runs: stop it first; if it is gone, delete ${lockFile} and run this again.`;
    super(
      `The embedded database in ${folder} is in use by ${who}. PGlite lets one process open it ` +
        `at a time, and a second would damage it. ${whatToDo}`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
    this.folder = folder;
    this.lockFile = lockFile;
    this.holder = holder;
  }
}

/** Lock files this process holds, with the exact text it wrote into each. */
const heldHere = new Map<string, string>();

/** A takeover waits this long for another process's takeover of the same stale lock, at most. */
const takeoverWaitMs = 10;
const attemptsMax = 200;

/** A command line is recorded for people to read; a limit keeps the file small. */
const commandLengthMax = 300;

/** Field 22 of `/proc/<pid>/stat` (after the command, which may hold spaces and parentheses). */
export function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isSafeInteger(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function thisCommand(): string {
  const args = process.argv.slice(1).map((arg) => {
    const relative = path.relative(process.cwd(), arg);
    return path.isAbsolute(arg) && !relative.startsWith('..') ? relative : arg;
  });
  return ['node', ...args].join(' ').slice(0, commandLengthMax);
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    return {
      pid: value.pid as number,
      startTicks: Number.isSafeInteger(value.startTicks) ? (value.startTicks as number) : null,
      host: String(value.host ?? ''),
      command: String(value.command ?? 'unknown command'),
      since: String(value.since ?? 'an unknown time'),
    };
  } catch {
    return null;
  }
}

/**
 * Whether the process a lock names still runs. `unknown` when it ran on another machine or
 * container (a shared volume): its pid means nothing here.
 */
function holderState(lockFile: string, holder: LockHolder): 'alive' | 'dead' | 'unknown' {
  if (holder.host !== hostname()) return 'unknown';
  // Our own pid: either this process holds it, or an earlier process with the same pid (pid 1 of
  // a restarted container) left it.
  if (holder.pid === process.pid) return heldHere.has(lockFile) ? 'alive' : 'dead';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
  }
  const startTicks = processStartTicks(holder.pid);
  if (holder.startTicks !== null && startTicks !== null && startTicks !== holder.startTicks) {
    return 'dead';
  }
  return 'alive';
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates `target` as a link to the complete draft: atomic, and never over an existing file. */
function linkExclusive(draft: string, target: string): boolean {
  try {
    linkSync(draft, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function unlinkIfStill(file: string, text: string): void {
  if (readText(file) !== text) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Removes a lock left by a dead process, under a guard (`<lock>.takeover`) that one process at a
 * time holds: two processes that both found the same stale lock cannot both remove it, so the one
 * that comes second never deletes the first one's fresh lock. False while another holds the guard.
 */
function removeStaleLock(lockFile: string, staleText: string, draft: string): boolean {
  const guard = `${lockFile}.takeover`;
  if (!linkExclusive(draft, guard)) {
    // Another takeover is under way; if its process died in the middle, its guard goes too.
    const guardText = readText(guard);
    const guardHolder = guardText === undefined ? null : parseHolder(guardText);
    if (guardText !== undefined && (!guardHolder || holderState(guard, guardHolder) === 'dead')) {
      unlinkIfStill(guard, guardText);
    }
    return false;
  }
  try {
    // Under the guard the stale lock cannot change: its process is dead, no other takeover runs,
    // and a new lock is only ever created where none is.
    if (readText(lockFile) === staleText) unlinkSync(lockFile);
  } finally {
    unlinkSync(guard);
  }
  return true;
}

let releaseOnExit = false;

/**
 * Takes the folder of an embedded database for this process, or throws EmbeddedDatabaseInUseError
 * naming the live process that holds it. A lock whose process is dead (a crash, SIGKILL) is taken
 * over.
 */
export async function lockEmbeddedDatabase(folder: string): Promise<EmbeddedDatabaseLock> {
  const lockFile = `${folder}.lock`;
  const holder: LockHolder = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    host: hostname(),
    command: thisCommand(),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(holder)}\n`;
  // Written in full beside the lock, then linked into place: whoever reads the lock reads all of it.
  const draft = `${lockFile}.${process.pid}.${randomUUID()}`;
  const descriptor = openSync(draft, 'wx');
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    for (let attempt = 0; attempt < attemptsMax; attempt += 1) {
      if (linkExclusive(draft, lockFile)) {
        heldHere.set(lockFile, text);
        if (!releaseOnExit) {
          releaseOnExit = true;
          process.on('exit', () => {
            for (const file of [...heldHere.keys()]) {
              try {
                release(file);
              } catch {
                // Exiting anyway: a lock left behind names a dead process and is taken over.
              }
            }
          });
        }
        return { lockFile, release: () => release(lockFile) };
      }
      const foundText = readText(lockFile);
      if (foundText === undefined) continue;
      // Unreadable content cannot be a live holder's: a lock is linked into place complete.
      const found = parseHolder(foundText);
      const state = found ? holderState(lockFile, found) : 'dead';
      if (found && state !== 'dead') {
        throw new EmbeddedDatabaseInUseError(folder, lockFile, found, state === 'alive');
      }
      if (!removeStaleLock(lockFile, foundText, draft)) await sleep(takeoverWaitMs);
    }
    throw new Error(`Could not take ${lockFile}: other processes kept taking it over.`);
  } finally {
    unlinkSync(draft);
  }
}

/** Removes the lock file if it is still the one this process wrote. */
function release(lockFile: string): void {
  const text = heldHere.get(lockFile);
  if (text === undefined) return;
  heldHere.delete(lockFile);
  unlinkIfStill(lockFile, text);
}
