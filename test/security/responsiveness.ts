// Is the server's event loop free? A poller on its own thread (so a blocked loop in this process
// can't delay the polls, only their answers) asks each target every `intervalMs` and keeps how
// long every answer took, sent to received.
import { Worker } from "node:worker_threads";
import type { TestApp } from "../api-harness";

export interface PollTarget {
  name: string;
  url: string;
  /** A session cookie, to poll as a signed-in user. */
  cookie?: string;
  /** How often; default 50 ms. */
  intervalMs?: number;
}

export interface PollResult {
  /** Milliseconds, one per poll, in the order they were sent. */
  ms: number[];
  /** Answers that were not 200. */
  failures: number;
}

const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
const { targets } = workerData;
const results = Object.fromEntries(targets.map((t) => [t.name, { ms: [], failures: 0 }]));
const pending = new Set();
const poll = (t) => {
  const start = performance.now();
  const p = fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} })
    .then(async (res) => { await res.arrayBuffer(); if (res.status !== 200) results[t.name].failures++; })
    .catch(() => { results[t.name].failures++; })
    .finally(() => { results[t.name].ms.push(performance.now() - start); pending.delete(p); });
  pending.add(p);
};
const timers = [];
// One answer from each target first: loading fetch itself and opening the connections are not the
// server's time.
Promise.all(targets.map((t) => fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} }).then((r) => r.arrayBuffer()))).then(
  () => {
    for (const t of targets) {
      timers.push(setInterval(() => poll(t), t.intervalMs));
      poll(t);
    }
    parentPort.postMessage("ready");
  },
  (err) => parentPort.postMessage({ error: String(err) }),
);
parentPort.once("message", async () => {
  timers.forEach(clearInterval);
  await Promise.all(pending);
  parentPort.postMessage(results);
});
`;

/** Starts polling (once every target has answered once); `stop()` waits for the polls in flight and answers every target's timings. */
export async function startPoller(targets: PollTarget[]) {
  const workerData = { targets: targets.map((t) => ({ ...t, intervalMs: t.intervalMs ?? 50 })) };
  const worker = new Worker(POLLER, { eval: true, workerData });
  const ready = await new Promise<unknown>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  if (ready !== "ready") {
    await worker.terminate();
    throw new Error(`the poller could not reach the server: ${JSON.stringify(ready)}`);
  }
  return {
    async stop(): Promise<Record<string, PollResult>> {
      const done = new Promise<Record<string, PollResult>>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      worker.postMessage("stop");
      const results = await done;
      await worker.terminate();
      return results;
    },
  };
}

/** Polls while `work` runs, for at least `minMs`, and answers the timings. */
export async function pollDuring<T>(targets: PollTarget[], work: () => Promise<T>, minMs = 500) {
  const poller = await startPoller(targets);
  const started = performance.now();
  try {
    const value = await work();
    const left = minMs - (performance.now() - started);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    return { value, polls: await poller.stop() };
  } catch (err) {
    await poller.stop();
    throw err;
  }
}

export const worst = (ms: number[]) => Math.max(...ms);
export function percentile(ms: number[], p: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A session cookie for `email`, signed in through the dev sign-in form. */
export async function sessionCookie(t: TestApp, email: string): Promise<string> {
  const res = await fetch(`${t.url}/api/login/dev`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, firstName: "", lastName: "" }),
  });
  if (res.status !== 302) throw new Error(`dev sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}
