import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU time (user + system, ms) of processes, read from /proc; empty where /proc is missing. */
export interface CpuReading {
  byPid: Map<number, number>;
  /** Each `postgres` process's CPU time, by pid. */
  postgresByPid: Map<number, number>;
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

/** Reads the given processes and every `postgres` process on this machine. */
export function readCpu(pids: number[]): CpuReading {
  const byPid = new Map<number, number>();
  for (const pid of pids) byPid.set(pid, cpuMsOf(pid)?.ms ?? 0);
  const postgresByPid = new Map<number, number>();
  if (os.platform() === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const reading = cpuMsOf(Number(entry));
      if (reading?.command === 'postgres') postgresByPid.set(Number(entry), reading.ms);
    }
  }
  return { byPid, postgresByPid };
}

/** CPU microseconds spent per unit of work between two readings, by one process or by PostgreSQL. */
export function cpuMicrosPer(
  before: CpuReading,
  after: CpuReading,
  whose: number | 'postgres',
  units: number,
): number {
  const spentMs =
    whose === 'postgres'
      ? postgresSpentMs(before, after)
      : (after.byPid.get(whose) ?? 0) - (before.byPid.get(whose) ?? 0);
  return units > 0 ? Math.round((spentMs * 1000) / units) : 0;
}

/**
 * Process by process, over those still running at the end: a backend that ended meanwhile
 * (another client's, just disconnected) takes its whole past with it, so a difference of totals
 * would count it as time given back; one that started meanwhile spent all it has in between.
 */
function postgresSpentMs(before: CpuReading, after: CpuReading): number {
  let spentMs = 0;
  for (const [pid, ms] of after.postgresByPid) spentMs += ms - (before.postgresByPid.get(pid) ?? 0);
  return spentMs;
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
