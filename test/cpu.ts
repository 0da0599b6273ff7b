// What a piece of work cost this process in CPU: user + system milliseconds of its threads, not
// the wall-clock time it waited for a core. A test that checks an algorithm stays cheap (linear,
// no backtracking) bounds this, so a busy machine does not turn it red; durations belong in bench/.
import { readFileSync } from "node:fs";

const since = (before: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

export function cpuMs<T>(work: () => T): { value: T; cpuMs: number } {
  const before = process.cpuUsage();
  const value = work();
  return { value, cpuMs: since(before) };
}

export async function cpuMsAsync<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await work();
  return { value, cpuMs: since(before) };
}

/**
 * CPU milliseconds this process's main thread has used so far (user + system), from Linux's
 * per-thread accounting (/proc/self/task/<pid>/stat, in clock ticks of 10 ms), or undefined where
 * there is none. Unlike process.cpuUsage it leaves worker threads out: it counts what held the
 * event loop.
 */
export function mainThreadCpuMs(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "latin1");
  } catch {
    return undefined;
  }
  // After the command name (in parentheses, perhaps with spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
