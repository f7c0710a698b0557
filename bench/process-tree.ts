import { readdirSync, readFileSync } from 'node:fs';

/** One process's resident memory and CPU time, read from /proc. */
export interface ProcessReading {
  pid: number;
  /** Its command line, shortened: the repository's folder and Node's own path left out. */
  command: string;
  rssMb: number;
  /** The most it has held since it started (VmHWM). */
  peakRssMb: number;
  /**
   * User and system CPU time it has spent so far, with that of its children that have ended (the
   * first start's creation of the embedded database, say).
   */
  cpuSeconds: number;
}

const ticksPerSecond = 100;

/** The fields of /proc/<pid>/stat after the command, which sits in parentheses and may hold spaces. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function parentOf(pid: string): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

function cpuSecondsOf(pid: number): number {
  // utime, stime, cutime and cstime are fields 14 to 17 of proc(5), the 12th to 15th after the
  // command.
  const ticks = (statFields(pid) ?? []).slice(11, 15).map(Number);
  return (
    ticks.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0) / ticksPerSecond
  );
}

function megabytes(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

function commandOf(pid: number): string {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const [program = '', ...args] = argv;
  const name = program === process.execPath || program.endsWith('/node') ? 'node' : program;
  return [name, ...args]
    .join(' ')
    .replaceAll(`${process.cwd()}/`, '')
    .replace(/\S*node_modules\/npm\/bin\/npm-cli\.js/, 'npm')
    .slice(0, 110);
}

/** The process and all its descendants, each with its memory and CPU time; empty off Linux. */
export function readProcessTree(rootPid: number): ProcessReading[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    const parent = parentOf(entry);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: ProcessReading[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      found.push({
        pid,
        command: commandOf(pid),
        rssMb: megabytes(status, 'VmRSS'),
        peakRssMb: megabytes(status, 'VmHWM'),
        cpuSeconds: cpuSecondsOf(pid),
      });
    } catch {
      continue; // it ended meanwhile
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}
