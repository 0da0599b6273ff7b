// One user cannot monopolise the PDF printer: the queue takes turns between owners, limits how many
// jobs each owner may leave waiting, and drops a job whose time limit passed while it waited.
// Assertions are on the order of events, never on wall-clock times, so a slow machine cannot fail them.
import { afterEach, describe, expect, test, vi } from "vitest";
import { AppError } from "../../server/errors";
import { PdfPrinter, printTookTooLong } from "../../server/documents/pdf-printer";
import { FairQueue, type Owner } from "../../server/security/fair-queue";
import { pdfText } from "../pdf-text";

const chromiumPath = process.env.CHROMIUM_PATH;
const open: PdfPrinter[] = [];
const printerWith = (options: ConstructorParameters<typeof PdfPrinter>[0]) => {
  const p = new PdfPrinter({ chromiumPath, ...options });
  open.push(p);
  return p;
};
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});

/** About 40 A4 pages of contract text. */
const bigDocument = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>${title}</h1>${Array.from(
    { length: 220 },
    (_, i) =>
      `<h2>${i + 1}. Confidentiality</h2><p>${"The Receiving Party shall hold the Disclosing Party's Confidential Information in strict confidence and use it solely for the Purpose. ".repeat(4)}</p>`,
  ).join("")}</body></html>`;
const nth = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
const onePage = (title: string) => `<!doctype html><html><body><h1>${title}</h1><p>One page.</p></body></html>`;

describe("the PDF queue is fair between owners", () => {
  /** Owner A queues 8 big documents, then owner B one page: where B's job finishes among the 9. */
  async function race(owners: boolean) {
    // Two slots whatever the machine, so the schedule is the same everywhere; a generous time limit
    // so that a slow machine times nothing out.
    const printer = printerWith({ maxConcurrent: 2, timeoutMs: 300_000 });
    await printer.warm();
    const done: string[] = [];
    const job = (owner: string, name: string, html: string) =>
      printer.print(html, owners ? { owner } : {}).then((pdf) => {
        done.push(name);
        return pdf;
      });
    const a = Array.from({ length: 8 }, (_, i) => job("user-a", `A${i}`, bigDocument(`A${i}`)));
    const b = job("user-b", "B", onePage("B's invoice"));
    const [pdfs, bPdf] = await Promise.all([Promise.all(a), b]);
    expect((await pdfText(bPdf)).text).toContain("B's invoice");
    expect((await pdfText(pdfs[0]!)).pages).toBeGreaterThanOrEqual(35);
    expect(printer.status()).toMatchObject({ active: 0, queued: 0, owners: 0, printed: 9 });
    return { position: done.indexOf("B") + 1, aAfter: done.length - 1 - done.indexOf("B"), order: done };
  }

  test("another owner's one-page job finishes before most of a flooding owner's big jobs", async () => {
    const fair = await race(true);
    // A holds both slots when B arrives; B takes the first one freed, while A's other 6 wait.
    expect(fair.aAfter, fair.order.join(" ")).toBeGreaterThanOrEqual(5);
    // Control: the same jobs without owners are one first-come queue, and B finishes (almost) last.
    const fifo = await race(false);
    expect(fifo.aAfter, fifo.order.join(" ")).toBeLessThanOrEqual(2);
    console.log(
      `[security] printer fairness: owner B's 1-page PDF queued behind owner A's 8 PDFs of ~40 pages finished ${nth(fair.position)} of 9 (${fair.aAfter} of A's after it); without owners (one first-come queue) ${nth(fifo.position)} of 9`,
    );
  });

  test("an owner over the per-owner queue limit gets 429 at once; another owner is still accepted", async () => {
    const printer = printerWith({ maxConcurrent: 1 });
    await printer.warm();
    const events: string[] = [];
    const settle = (name: string, p: Promise<Buffer>) =>
      p.then(
        () => events.push(`${name} printed`),
        (err: AppError) => {
          events.push(`${name} ${err.status}`);
          return err;
        },
      );
    // 1 printing + 8 waiting accepted, the next 4 refused; then B, whose one job must be taken.
    const a = Array.from({ length: 13 }, (_, i) => settle(`A${i}`, printer.print(onePage(`A${i}`), { owner: "user-a" })));
    const refusal = printer.print(onePage("A13"), { owner: "user-a" }).catch((err: unknown) => err);
    const b = settle("B", printer.print(onePage("B"), { owner: "user-b" }));
    expect(printer.status()).toMatchObject({ active: 1, queued: 9, owners: 2 });
    await Promise.all([...a, b]);

    const refused = events.filter((e) => e.endsWith(" 429"));
    expect(refused.sort()).toEqual(["A10 429", "A11 429", "A12 429", "A9 429"]);
    // Refused before anything printed: at once, not after waiting.
    expect(events.slice(0, 4).sort()).toEqual(refused);
    expect(events.filter((e) => e.endsWith("printed"))).toHaveLength(10);
    expect(events).toContain("B printed");
    // B waited behind A's running job only, not behind A's 8 waiting ones.
    expect(events.indexOf("B printed")).toBe(events.indexOf("A0 printed") + 1);
    expect(await refusal).toMatchObject({ status: 429, code: "rate_limited", message: expect.stringContaining("waiting") });
    console.log(
      `[security] printer fairness: owner A sent 14 jobs at once to a 1-slot printer: 1 printed at once, 8 queued, ${refused.length + 1} answered 429 (per-owner limit 8); owner B queued behind them was accepted and printed ${nth(events.indexOf("B printed") + 1 - refused.length)}`,
    );
  });

  test("a job whose time limit passes while it waits is dropped, never printed", async () => {
    // The queue alone, on fake timers: which job gets a slot is decided there, and a deadline is
    // a timer, so the schedule below is exact on any machine (no real print has to be slow).
    vi.useFakeTimers();
    try {
      const queue = new FairQueue({
        slots: 1,
        maxQueue: 64,
        maxQueuePerOwner: 8,
        expired: printTookTooLong,
        ownerFull: () => new AppError("rate_limited", "too many waiting"),
        full: () => new AppError("unavailable", "busy"),
      });
      const started: string[] = [];
      const job = (name: string, owner: string) =>
        queue.enter(owner, Date.now() + 3_000).then(
          (o) => {
            started.push(name);
            return o;
          },
          (err: unknown) => err,
        );
      // A's slow job holds the only slot from t = 0. A's small job waits from t = 300 (limit 3300),
      // B's job from t = 400 (limit 3400).
      const slow = (await job("A slow", "user-a")) as Owner;
      await vi.advanceTimersByTimeAsync(300);
      const small = job("A small", "user-a");
      await vi.advanceTimersByTimeAsync(100);
      const other = job("B", "user-b");
      expect(queue).toMatchObject({ active: 1, queued: 2, ownerCount: 2 });
      // At t = 3000 A's slow job ends: B goes first (A was served last) and holds the slot past
      // t = 3300, when A's small job is dropped, unprinted.
      await vi.advanceTimersByTimeAsync(2_600);
      queue.leave(slow);
      const b = (await other) as Owner;
      await vi.advanceTimersByTimeAsync(300);
      expect(await small).toMatchObject({ status: 503, code: "unavailable", message: expect.stringContaining("too long") });
      expect(queue).toMatchObject({ active: 1, queued: 0, expired: 1 });
      queue.leave(b);
      expect(started).toEqual(["A slow", "B"]);
      expect(queue).toMatchObject({ active: 0, queued: 0, ownerCount: 0, expired: 1 });
      // The queue goes on.
      queue.leave((await job("Next", "user-a")) as Owner);
      expect(started).toEqual(["A slow", "B", "Next"]);
    } finally {
      vi.useRealTimers();
    }
    console.log(
      "[security] printer fairness: a job still waiting at its time limit (3000 ms) answered 503 and never started (2 of 3 jobs got a slot)",
    );
  });
});
