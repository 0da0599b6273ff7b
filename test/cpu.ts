// What a piece of work cost this process in CPU: user + system milliseconds of its threads, not
// the wall-clock time it waited for a core. A test that checks an algorithm stays cheap (linear,
// no backtracking) bounds this, so a busy machine does not turn it red; durations belong in bench/.
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
