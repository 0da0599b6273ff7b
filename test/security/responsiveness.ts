// Is the server's event loop free while it handles a costly request? The test app runs in this
// process, on this thread, so the question has answers that are counts, not durations:
//   - ticks: a 10 ms interval timer on this thread counts how often the loop came round while the
//     request was in flight. A loop held by the request comes round at most once or twice (before
//     and after the hold); a free one dozens of times. A busy machine slows both the request and
//     the ticks, so the count stays far apart from a held loop's;
//   - answers: another user's requests, one every 50 ms (as the poller) while the costly
//     one is in flight, each answered 200 before it ends. Paced, not back to back: a client that
//     asks as fast as it can would itself keep a core busy and slow what it watches;
//   - CPU: what a request cost this process (process.cpuUsage: our threads' work, not the time
//     spent waiting for a core on a busy machine), for work that never leaves the main thread.
// Timings, where the report shows them, are for reading; no test compares one with a bound.
import type { TestApp } from "../api-harness";

export { cpuMsAsync as cpuMsOf } from "../cpu";

export interface DuringResult<T> {
  value: T;
  /** How often the event loop came round while `work` ran. */
  ticks: number;
  /** Requests answered 200 while `work` ran, and the ones that were not 200. */
  answered: number;
  failures: number;
  /** Wall-clock milliseconds each of those answers took, in order, for the report only. */
  answerMs: number[];
  /** Wall-clock milliseconds `work` took, for the report only. */
  ms: number;
}

/** The `p`th percentile (nearest rank) of `values`, 0 when there are none: for the report only. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How long the poller waits after an answer before it asks again. */
const POLL_EVERY_MS = 50;

/**
 * Runs `work` while counting loop ticks and, when `also` is given, asking it again (one request at
 * a time, POLL_EVERY_MS after each answer) until `work` ends.
 */
export async function whileRunning<T>(work: () => Promise<T>, also?: { url: string; cookie?: string }): Promise<DuringResult<T>> {
  let ticks = 0;
  let answered = 0;
  let failures = 0;
  const answerMs: number[] = [];
  let done = false;
  const timer = setInterval(() => ticks++, 10);
  const started = performance.now();
  const asking = (async () => {
    if (!also) return;
    while (!done) {
      try {
        const asked = performance.now();
        const res = await fetch(also.url, { headers: also.cookie ? { cookie: also.cookie } : {} });
        await res.arrayBuffer();
        // An answer that arrives after the work ended is not counted: it proves nothing.
        if (done) break;
        answerMs.push(performance.now() - asked);
        if (res.status === 200) answered++;
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
    }
  })();
  try {
    const value = await work();
    return { value, ticks, answered, failures, answerMs, ms: performance.now() - started };
  } finally {
    done = true;
    clearInterval(timer);
    await asking;
  }
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
