import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  EmbeddedDatabaseInUseError,
  lockEmbeddedDatabase,
  processStartTicks,
} from './lock-embedded-database';
import type { LockHolder } from './lock-embedded-database';

const scratch = mkdtempSync(path.join(tmpdir(), 'sorte-lock-'));
const lockModule = fileURLToPath(new URL('./lock-embedded-database.ts', import.meta.url));
const children: ChildProcess[] = [];
let folderCount = 0;

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function newFolder(): string {
  folderCount += 1;
  return path.join(scratch, `pglite-${folderCount}`);
}

function writeLock(folder: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: 1,
    startTicks: null,
    host: hostname(),
    command: 'node scripts/start.mjs',
    since: '2025-01-01T00:00:00.000Z',
    ...holder,
  };
  writeFileSync(`${folder}.lock`, `${JSON.stringify(full)}\n`);
}

function readLock(folder: string): LockHolder {
  return JSON.parse(readFileSync(`${folder}.lock`, 'utf8')) as LockHolder;
}

/** A Node process running `code` (ES module, TypeScript through tsx); `lock` is this module. */
function startNode(code: string): ChildProcess & { output: Promise<string> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const lock = await import(${JSON.stringify(lockModule)});\n${code}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
  return Object.assign(child, { output: exited });
}

async function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    });
    child.once('exit', () => reject(new Error(`exited before printing ${text}: ${seen}`)));
  });
}

/** The pid of a process that has come and gone. */
async function deadPid(): Promise<number> {
  const child = startNode('');
  await child.output;
  return child.pid ?? 0;
}

describe('the lock on an embedded database folder', { timeout: 30_000 }, () => {
  it('is a file beside the folder naming this process, gone once released', async () => {
    const folder = newFolder();
    const lock = await lockEmbeddedDatabase(folder);
    expect(lock.lockFile).toBe(`${folder}.lock`);
    expect(readLock(folder)).toMatchObject({
      pid: process.pid,
      startTicks: processStartTicks(process.pid),
      host: hostname(),
    });
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    lock.release();
  });

  it('refuses a second opening of the folder while it is held, in this process too', async () => {
    const folder = newFolder();
    const lock = await lockEmbeddedDatabase(folder);
    try {
      await expect(lockEmbeddedDatabase(folder)).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    } finally {
      lock.release();
    }
    (await lockEmbeddedDatabase(folder)).release();
  });

  it('refuses a folder a live process holds, naming it and saying what to do', async () => {
    const folder = newFolder();
    const holder = startNode(
      `await lock.lockEmbeddedDatabase(${JSON.stringify(folder)}); console.log('held'); setInterval(() => {}, 1000);`,
    );
    await waitForOutput(holder, 'held');
    const error = await lockEmbeddedDatabase(folder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddedDatabaseInUseError);
    const message = (error as Error).message;
    expect(message).toContain(
      `The embedded database in ${folder} is in use by process ${holder.pid}`,
    );
    expect(message).toContain('Stop it first');
    expect(message).toContain('DATABASE_URL');
    expect(readLock(folder).pid).toBe(holder.pid);
  });

  it('gives the folder back when the process exits without closing', async () => {
    const folder = newFolder();
    const child = startNode(
      `await lock.lockEmbeddedDatabase(${JSON.stringify(folder)}); console.log('held'); process.exit(0);`,
    );
    expect(await child.output).toContain('held');
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('takes over the lock of a process killed while holding it', async () => {
    const folder = newFolder();
    const child = startNode(
      `await lock.lockEmbeddedDatabase(${JSON.stringify(folder)}); console.log('held'); setInterval(() => {}, 1000);`,
    );
    await waitForOutput(child, 'held');
    child.kill('SIGKILL');
    await child.output;
    expect(readLock(folder).pid).toBe(child.pid);
    const lock = await lockEmbeddedDatabase(folder);
    expect(readLock(folder).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming a dead pid, or unreadable', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid() });
    (await lockEmbeddedDatabase(folder)).release();
    writeFileSync(`${folder}.lock`, '');
    (await lockEmbeddedDatabase(folder)).release();
  });

  it.runIf(processStartTicks(process.pid) !== null)(
    'takes over a lock whose pid another process now has (Linux: start times differ)',
    async () => {
      const folder = newFolder();
      const other = startNode(`console.log('up'); setInterval(() => {}, 1000);`);
      await waitForOutput(other, 'up');
      const startTicks = processStartTicks(other.pid ?? 0) ?? 0;
      writeLock(folder, { pid: other.pid, startTicks: startTicks + 1 });
      (await lockEmbeddedDatabase(folder)).release();
      writeLock(folder, { pid: other.pid, startTicks });
      await expect(lockEmbeddedDatabase(folder)).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    },
  );

  it('refuses a lock taken on another machine, naming the file to delete if it is gone', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid(), host: 'another-container' });
    const error = await lockEmbeddedDatabase(folder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect((error as Error).message).toContain('on another-container');
    expect((error as Error).message).toContain(`delete ${folder}.lock`);
  });

  it('waits for another process taking over the same stale lock, and keeps the lock it writes', async () => {
    const folder = newFolder();
    const staleHolder = { pid: await deadPid() };
    writeLock(folder, staleHolder);
    const other = startNode(`console.log('up'); setInterval(() => {}, 1000);`);
    await waitForOutput(other, 'up');
    // The other process holds the takeover guard: it found the stale lock first.
    const otherHolder = { pid: other.pid, startTicks: processStartTicks(other.pid ?? 0) };
    writeFileSync(
      `${folder}.lock.takeover`,
      JSON.stringify({ ...otherHolder, host: hostname(), command: 'x', since: 'now' }),
    );
    const taking = lockEmbeddedDatabase(folder).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readLock(folder).pid).toBe(staleHolder.pid);
    // It replaces the stale lock with its own and lets go of the guard.
    writeLock(folder, otherHolder);
    rmSync(`${folder}.lock.takeover`);
    expect(await taking).toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect(readLock(folder).pid).toBe(other.pid);
  });

  it('clears a takeover guard left by a dead process, then takes over the stale lock', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid() });
    writeFileSync(
      `${folder}.lock.takeover`,
      JSON.stringify({ pid: await deadPid(), host: hostname(), command: 'x', since: 'then' }),
    );
    const lock = await lockEmbeddedDatabase(folder);
    expect(readLock(folder).pid).toBe(process.pid);
    expect(existsSync(`${folder}.lock.takeover`)).toBe(false);
    lock.release();
  });

  it('lets exactly one of several processes that find the same stale lock take it', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid() });
    // Each waits for the same moment, so they all find the stale lock at once.
    const startAtMs = Date.now() + 2000;
    const contenders = Array.from({ length: 6 }, () =>
      startNode(
        [
          `await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${startAtMs} - Date.now())));`,
          `try { await lock.lockEmbeddedDatabase(${JSON.stringify(folder)}); console.log('held'); }`,
          `catch (error) { if (!(error instanceof lock.EmbeddedDatabaseInUseError)) throw error; console.log('refused'); }`,
          // The winner holds on until every other has tried.
          `await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${startAtMs + 2000} - Date.now())));`,
        ].join('\n'),
      ),
    );
    const outputs = await Promise.all(contenders.map((child) => child.output));
    expect(outputs.filter((output) => output.trim() === 'held')).toHaveLength(1);
    expect(outputs.filter((output) => output.trim() === 'refused')).toHaveLength(5);
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
