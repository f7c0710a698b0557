import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * A process as /proc shows it: its CPU time (user + system, ms), and how often its main thread (a
 * Node process's event loop) left its core: to wait for something (slept), or while it could still
 * run, for another process (preempted).
 */
export interface ContextSwitches {
  slept: number;
  preempted: number;
}

interface ProcessReading extends ContextSwitches {
  ms: number;
}

/** Processes read from /proc; empty where /proc is missing. */
export interface CpuReading {
  byPid: Map<number, ProcessReading>;
  /** Each `postgres` process, by pid. */
  postgresByPid: Map<number, ProcessReading>;
}

const ticksPerSecond = 100;

function cpuMsOf(pid: number): { command: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may hold spaces; the numbers follow it.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat
      .slice(close + 2)
      .split(' ')
      .map(Number);
    // After the command: state is field 3, utime 14 and stime 15 (1-based, proc(5)).
    const ticks = (fields[11] ?? 0) + (fields[12] ?? 0);
    return { command, ms: (ticks * 1000) / ticksPerSecond };
  } catch {
    return null;
  }
}

/** The context switches of the process's main thread (proc(5)); 0 if it is gone. */
function switchesOf(pid: number): ContextSwitches {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      slept: Number(/\nvoluntary_ctxt_switches:\s*(\d+)/.exec(status)?.[1] ?? 0),
      preempted: Number(/nonvoluntary_ctxt_switches:\s*(\d+)/.exec(status)?.[1] ?? 0),
    };
  } catch {
    return { slept: 0, preempted: 0 };
  }
}

/** Reads the given processes and every `postgres` process on this machine. */
export function readCpu(pids: number[]): CpuReading {
  const byPid = new Map<number, ProcessReading>();
  for (const pid of pids) {
    byPid.set(pid, { ms: cpuMsOf(pid)?.ms ?? 0, ...switchesOf(pid) });
  }
  const postgresByPid = new Map<number, ProcessReading>();
  if (os.platform() === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      const reading = cpuMsOf(pid);
      if (reading?.command === 'postgres') {
        postgresByPid.set(pid, { ms: reading.ms, ...switchesOf(pid) });
      }
    }
  }
  return { byPid, postgresByPid };
}

/** Which processes a figure adds up: the given ones, or every PostgreSQL process. */
type Whose = readonly number[] | 'postgres';

/** CPU microseconds spent per unit of work between two readings, by some processes. */
export function cpuMicrosPer(
  before: CpuReading,
  after: CpuReading,
  whose: Whose,
  units: number,
): number {
  const spentMs = spentBetween(before, after, whose, 'ms');
  return units > 0 ? Math.round((spentMs * 1000) / units) : 0;
}

/** Context switches between two readings, of some processes together. */
export function switchesBetween(
  before: CpuReading,
  after: CpuReading,
  whose: Whose,
): ContextSwitches {
  return {
    slept: spentBetween(before, after, whose, 'slept'),
    preempted: spentBetween(before, after, whose, 'preempted'),
  };
}

function spentBetween(
  before: CpuReading,
  after: CpuReading,
  whose: Whose,
  what: keyof ProcessReading,
): number {
  if (whose === 'postgres') return postgresSpent(before, after, what);
  return whose.reduce(
    (sum, pid) => sum + (after.byPid.get(pid)?.[what] ?? 0) - (before.byPid.get(pid)?.[what] ?? 0),
    0,
  );
}

/**
 * Process by process, over those still running at the end: a backend that ended meanwhile
 * (another client's, just disconnected) takes its whole past with it, so a difference of totals
 * would count it as time given back; one that started meanwhile spent all it has in between.
 */
function postgresSpent(before: CpuReading, after: CpuReading, what: keyof ProcessReading): number {
  let spent = 0;
  for (const [pid, reading] of after.postgresByPid) {
    spent += reading[what] - (before.postgresByPid.get(pid)?.[what] ?? 0);
  }
  return spent;
}

/**
 * CPU time (ms) of the PostgreSQL backends serving one database, found by the title each backend
 * gives itself (`postgres: user database address state`). Unlike the sum over every `postgres`
 * process, it leaves out the work of other databases, and does not fall when another client's
 * backend ends.
 */
export function postgresBackendsCpuMs(database: string): number {
  if (os.platform() !== 'linux') return 0;
  let totalMs = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
    totalMs += cpuMsOf(Number(entry))?.ms ?? 0;
  }
  return totalMs;
}
