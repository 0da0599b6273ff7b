// CPU profiles of the servers (BENCH_PDF_DEV_PROFILE=1): samples summed per package, per export.
import fs from "node:fs";

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a profile node's self time is counted: a package, Node's internals, the app, or V8's. */
export function bucketOf(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const { url, functionName } = frame;
  if (!url)
    return functionName.startsWith("(") ? functionName : `(native ${functionName || "anonymous"})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return "node: internals";
  if (url.includes("/dist/server/")) return "app (bundle)";
  if (/\/(?:server|shared)\//.test(url)) return "app (source)";
  return url;
}

/**
 * Self time per bucket (ms per export) of the samples a server's profile took while that server
 * was exporting (windows in µs of the monotonic clock, which V8's profile timestamps also use).
 */
export function profileBuckets(file: string, windows: [number, number][]): Map<string, number> {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sorted = [...windows].sort((a, b) => a[0] - b[0]);
  const buckets = new Map<string, number>();
  let t = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    // A sample stands for the interval up to the next one.
    const span = profile.timeDeltas[i + 1] ?? 0;
    while (w < sorted.length && sorted[w]![1] < t) w++;
    if (w >= sorted.length) break;
    if (t < sorted[w]![0]) continue;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const key = bucketOf(node.callFrame);
    buckets.set(key, (buckets.get(key) ?? 0) + span / 1000 / windows.length);
  }
  return buckets;
}
