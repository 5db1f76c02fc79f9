/**
 * CPU time of other processes, read from /proc (Linux): a process and all its descendants, so
 * that a PostgreSQL postmaster counts its backends and a site server whatever it spawned.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on every Linux we run). */
const TICKS_PER_SEC = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime of the process itself, in ticks. */
  own: number;
  /** cutime + cstime: its children that exited and were waited for, in ticks. */
  reaped: number;
}

function readStat(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // gone
  }
  // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17.
  const at = (field: number) => Number(fields[field - 3]);
  return { pid, ppid: at(4), own: at(14) + at(15), reaped: at(16) + at(17) };
}

function allStats(): Stat[] {
  const stats: Stat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.push(stat);
  }
  return stats;
}

/**
 * CPU seconds used so far by each tree rooted at `roots` (pids; null entries count 0): every live
 * process of the tree (user + system) plus what its exited, reaped children used. A child that
 * exits between two readings moves from "live" to its parent's reaped time, so differences of
 * two readings stay exact.
 */
export function treeCpuSeconds(roots: ReadonlyArray<number | null>): number[] {
  const stats = allStats();
  const children = new Map<number, Stat[]>();
  for (const stat of stats) {
    const list = children.get(stat.ppid) ?? [];
    list.push(stat);
    children.set(stat.ppid, list);
  }
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  return roots.map((root) => {
    const start = root === null ? undefined : byPid.get(root);
    if (!start) return 0;
    let ticks = 0;
    const queue = [start];
    while (queue.length > 0) {
      const stat = queue.pop()!;
      ticks += stat.own + stat.reaped;
      queue.push(...(children.get(stat.pid) ?? []));
    }
    return ticks / TICKS_PER_SEC;
  });
}

/** The parent of `pid` (e.g. the postmaster of a backend from pg_backend_pid()). */
export function parentPid(pid: number): number {
  const stat = readStat(pid);
  if (!stat) throw new Error(`no process ${pid}`);
  return stat.ppid;
}

/**
 * CPU seconds of each thread of this process now (tid → seconds). Two readings around a run,
 * summed over the threads present in both, give the server's CPU without a load generator
 * thread started and stopped in between (an autocannon worker).
 */
export function ownThreadsCpuSeconds(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const name of readdirSync('/proc/self/task')) {
    let text: string;
    try {
      text = readFileSync(`/proc/self/task/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    threads.set(Number(name), (Number(fields[14 - 3]) + Number(fields[15 - 3])) / TICKS_PER_SEC);
  }
  return threads;
}

/** CPU seconds between two readings of ownThreadsCpuSeconds, over the threads in both. */
export function threadsCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [tid, end] of after) {
    const start = before.get(tid);
    if (start !== undefined) seconds += end - start;
  }
  return seconds;
}

/** CPU seconds of each of `pids` now (user + system; a pid that is gone is left out). */
export function pidsCpuSeconds(pids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) out.set(pid, stat.own / TICKS_PER_SEC);
  }
  return out;
}

/**
 * CPU seconds (user + system) of this process's main thread alone: the servers a benchmark runs
 * in-process, without the load generator's worker threads beside them.
 */
export function mainThreadCpuSeconds(): number {
  return ownThreadsCpuSeconds().get(process.pid) ?? 0;
}

/**
 * CPU seconds (user + system) of the PostgreSQL backends serving `database`: children of
 * `postmaster` whose process title names it ("postgres: … <user> <database> <host> …"). Only
 * live backends count: keep the pool's connections open across two readings (steady load does).
 * On a server shared with other work this leaves out every other database's backends.
 */
export function databaseBackendsCpuSeconds(postmaster: number, database: string): number {
  let ticks = 0;
  for (const stat of allStats()) {
    if (stat.ppid !== postmaster) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${stat.pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone
    }
    if (title.replaceAll('\0', ' ').split(' ').includes(database)) ticks += stat.own;
  }
  return ticks / TICKS_PER_SEC;
}
