// Load: the real app (createApp over HTTP) with N signed-in Pro users at a brisk human pace: the
// dashboard's data, the document list, a document viewed, a new document now and then, the PDF
// of a document (printed by the real Chromium, or served from the export cache when it was printed
// before), a quote or invoice e-mailed to its client or an NDA sent for signature, the client's
// public quote page and the signer's page opened from those e-mails, and a payment recorded on a
// sent invoice; then requests, errors by status and latency per call.
//
// Pace: after each answer a user waits a random 1 to 3 s (LOAD_THINK_MS="1000-3000") before the
// next call, as load tools model a person (Locust's wait_time, k6's sleep). That is far brisker
// than a person filling in a form: each user makes a document, prints a PDF and sends one about every 25 s.
// LOAD_THINK_MS=0 makes the users work without pause: a saturation test of the machine, where
// latency is just users / throughput (Little's law), reported for information.
//
//   npx tsx test/security/load.ts                      100 users for 60 s on a fresh in-memory PGlite
//   LOAD_SECONDS=10 LOAD_USERS=20 npx tsx test/security/load.ts
//   LOAD_THINK_MS=0 npx tsx test/security/load.ts      the same without pause
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx test/security/load.ts
//                                                      the same on a fresh database made on that
//                                                      PostgreSQL server and dropped at the end, so
//                                                      every run starts from the same empty state
//
// The per-user rate limits (server/config.ts RATE_LIMIT_*, the mail budget among them) are raised
// for the run unless set in the environment: the point is the server's capacity, not the
// limiter's. Exits 1 on any error (an answer other than the call's own status) or when p99 is over
// 300 ms. LOAD_RESULT=file.json also writes the figures there (bench/capacity.ts
// runs this script on PGlite and on PostgreSQL and reads them).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq, inArray } from "drizzle-orm";
import { isoDay } from "../../shared/invoicing/status";
import { mailMessages, users, type PublicLinkPurpose } from "../../shared/schema";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openTestDatabase } from "../api-harness";
import { cookiePolicyBody, invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../fixtures";
import { migrate } from "../../server/migrate";
import { publicLinkPath } from "../../server/public-links/links";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 100);
const THINK = /^(\d+)(?:-(\d+))?$/.exec(process.env.LOAD_THINK_MS ?? "1000-3000");
if (!THINK) throw new Error('LOAD_THINK_MS must be a number of ms or a range such as "1000-3000"');
const THINK_MIN = Number(THINK[1]);
const THINK_MAX = Number(THINK[2] ?? THINK[1]);
const think = () =>
  THINK_MAX > 0 ? new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN))) : undefined;
const RAISED = "1000000/1m";
for (const name of ["RATE_LIMIT_API", "RATE_LIMIT_GENERATE", "RATE_LIMIT_PDF", "RATE_LIMIT_SIGNIN", "RATE_LIMIT_MAIL"]) {
  process.env[name] ??= RAISED;
}

const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" });
const { database, drop } = await openTestDatabase(
  "memory://",
  config.database.kind === "postgres" ? config.database.url : undefined,
);
await migrate(database);
const { app, printer, close } = await createApp({ config, database, client: "none" });
// As `npm start` does (server/index.ts): Chromium starts at boot, not on the first user's PDF.
await printer.warm();
const server = app.listen(0, "127.0.0.1");
// As npm start's server keeps an idle connection (server/index.ts). Node's default, 5 s, is shorter
// than a socket can wait in the shared agent between two users' calls: the server closed such a
// socket just as the next call went out on it, and the call failed with ECONNRESET.
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const port = (server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, { cookie, json, form }: { cookie?: string; json?: unknown; form?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined
            ? {
                "content-type": json !== undefined ? "application/json" : "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// ── Users: signed in through the dev form, then made Pro in the database (no plan limit) ──
const emails = Array.from({ length: USERS }, (_, i) => `load${i}@load.test`);
const cookies: string[] = [];
for (const email of emails) {
  const res = await request("POST", "/api/login/dev", { form: { email, firstName: "Load", lastName: "Tester" } });
  if (res.status !== 302) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  cookies.push(String(res.headers["set-cookie"]?.[0]).split(";")[0]!);
}
const made = await database.db
  .update(users)
  .set({ subscription: "pro" })
  .where(inArray(users.email, emails))
  .returning({ id: users.id, email: users.email });
const userIds = emails.map((email) => made.find((u) => u.email === email)!.id);

// ── The mix: what a dashboard shows, the document list, a document viewed; now and then a new
// document and a PDF of one; and what the user sends and what their recipients open: a quote or
// invoice e-mailed to its client, an NDA sent for signature, the client's public quote page, the
// signer's page, a payment recorded on a sent invoice. Mail stays in the development outbox (no
// SMTP_URL outside production): each message is written to the database with its links, where the
// recipients' tokens are read back, as a person would click them in the e-mail. ──
// A quote is valid until a day (its validity, not a due date), a month from now.
const quoteBody = { ...invoiceBody, type: "quote", dueDate: undefined, validUntil: isoDay(new Date(Date.now() + 30 * 86_400_000)) };
type Kind = "policy" | "nda" | "invoice" | "quote";
const GENERATORS: [string, unknown, Kind][] = [
  ["/api/generate/privacy-policy", privacyPolicyBody, "policy"],
  ["/api/generate/terms", termsBody, "policy"],
  ["/api/generate/cookie-policy", cookiePolicyBody, "policy"],
  ["/api/generate/nda", ndaBody, "nda"],
  ["/api/invoices", invoiceBody, "invoice"],
  ["/api/invoices", quoteBody, "quote"],
];
/** A call, and what its answer teaches the user (a new document, a sent one, a link). */
type Call = { name: string; method: string; path: string; json?: unknown; expect: number; then?: (body: string) => Promise<void> | void };
const READS: Call[] = [
  { name: "GET /api/auth/user", method: "GET", path: "/api/auth/user", expect: 200 },
  { name: "GET /api/dashboard/stats", method: "GET", path: "/api/dashboard/stats", expect: 200 },
  { name: "GET /api/documents", method: "GET", path: "/api/documents", expect: 200 },
];

/** The token of the newest link to `purpose`'s page in the mail this user's sends wrote. */
async function newestLink(userId: string, purpose: PublicLinkPurpose): Promise<string> {
  const link = new RegExp(`${publicLinkPath(purpose, "")}([\\w-]{43})`);
  const messages = await database.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.userId, userId))
    .orderBy(desc(mailMessages.createdAt))
    .limit(5);
  for (const { text } of messages) {
    const token = link.exec(text)?.[1];
    if (token) return token;
  }
  throw new Error(`no ${purpose} link in the newest mail of user ${userId}`);
}

/** One user's desk: what they have made and sent, and the links their recipients were mailed. */
class Desk {
  readonly docs: string[] = [];
  readonly latest: Partial<Record<Kind, string>> = {};
  readonly unsentNdas: string[] = [];
  /** The invoice last e-mailed to its client: the one payments are recorded on. */
  sentInvoice: string | undefined;
  readonly links: Partial<Record<"quote" | "sign", string>> = {};
  private sends = 0;
  private reads = 0;
  /** The new documents made in the cycle so far: each user makes every kind in turn. */
  private newDocuments = 0;

  constructor(
    readonly i: number,
    readonly cookie: string,
    readonly userId: string,
  ) {}

  make([path, json, kind]: (typeof GENERATORS)[number]): Call {
    return {
      name: `POST ${path}`,
      method: "POST",
      path,
      json,
      expect: 201,
      then: (body) => {
        const answer = JSON.parse(body) as { id: string; document?: { id: string } };
        const id = answer.document?.id ?? answer.id;
        this.docs.push(id);
        this.latest[kind] = id;
        if (kind === "nda") this.unsentNdas.push(id);
      },
    };
  }

  /** An NDA not yet sent for signature if there is one, else the quote and the invoice in turn. */
  send(): Call {
    return this.unsentNdas.length > 0 ? this.sendNda() : this.sendToClient(this.sends++ % 2 === 0 ? "quote" : "invoice");
  }

  /** The latest quote or invoice e-mailed to its client (the address on it); a quote's link is kept. */
  sendToClient(kind: "invoice" | "quote"): Call {
    const id = this.latest[kind]!;
    return {
      name: "POST /api/documents/:id/send",
      method: "POST",
      path: `/api/documents/${id}/send`,
      json: {},
      expect: 202,
      then: async () => {
        if (kind === "invoice") this.sentInvoice = id;
        if (kind === "quote") this.links.quote = await newestLink(this.userId, "quote");
      },
    };
  }

  /** The newest NDA not yet sent, to one signer (a document has one open request at a time). */
  sendNda(): Call {
    const id = this.unsentNdas.at(-1)!;
    return {
      name: "POST /api/documents/:id/signature-requests",
      method: "POST",
      path: `/api/documents/${id}/signature-requests`,
      json: { signers: [{ name: "Sam Signer", email: `signer${this.i}@load.test` }] },
      expect: 201,
      then: async () => {
        this.unsentNdas.splice(this.unsentNdas.indexOf(id), 1);
        this.links.sign = await newestLink(this.userId, "sign");
      },
    };
  }

  /**
   * The n-th call. Of every 12: one makes a document, one exports a PDF, one views a document, one
   * sends, one opens the client's quote page, one the signer's page, one records a part payment on
   * the sent invoice, the other five read what the dashboard shows.
   */
  call(n: number): Call {
    const doc = this.docs[(this.i + n) % this.docs.length]!;
    switch (n % 12) {
      case 2:
        return this.send();
      case 4:
        return { name: "GET /api/public/quotes/:token", method: "GET", path: `/api/public/quotes/${this.links.quote!}`, expect: 200 };
      case 5:
        return this.make(GENERATORS[(this.i + this.newDocuments++) % GENERATORS.length]!);
      case 7:
        return { name: "GET /api/sign/:token", method: "GET", path: `/api/sign/${this.links.sign!}`, expect: 200 };
      case 8:
        return { name: "GET /api/documents/:id", method: "GET", path: `/api/documents/${doc}`, expect: 200 };
      case 10:
        return {
          name: "POST /api/documents/:id/payments",
          method: "POST",
          path: `/api/documents/${this.sentInvoice!}/payments`,
          json: { amount: 1_000, date: isoDay(new Date()), method: "bank_transfer" },
          expect: 201,
        };
      case 11:
        return { name: "GET /api/documents/:id/export/pdf", method: "GET", path: `/api/documents/${doc}/export/pdf`, expect: 200 };
      default:
        return READS[this.reads++ % READS.length]!;
    }
  }

  /** Makes the call; answers its latency, its status and, when it failed, why. */
  async run(call: Call): Promise<{ ms: number; status: string; failure?: string }> {
    const t = performance.now();
    let answer: Answer;
    try {
      answer = await request(call.method, call.path, { cookie: this.cookie, json: call.json });
    } catch (err) {
      const status = `network ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
      return { ms: performance.now() - t, status, failure: status };
    }
    const ms = performance.now() - t;
    const status = String(answer.status);
    // Any answer but the call's own status is an error; so is a sent message without its link.
    if (answer.status !== call.expect) return { ms, status, failure: `${status} ${answer.body.slice(0, 200)}` };
    try {
      await call.then?.(answer.body);
    } catch (err) {
      return { ms, status, failure: (err as Error).message };
    }
    return { ms, status };
  }
}

// Each user arrives with an invoice, a quote and an NDA of their own, already sent (the quote and
// the invoice to the client, the NDA for signature), all before the clock starts, as signing in is:
// every call of the cycle has its document and its link from the first one on, so each cycle
// measures one send, not the three a first cycle would otherwise make. The sends print, so they go
// two users at a time (one print slot a core), not all at once into the printer's bounded queue.
const desks = await Promise.all(
  cookies.map(async (cookie, i) => {
    const desk = new Desk(i, cookie, userIds[i]!);
    for (const kind of ["invoice", "quote", "nda"] as const) {
      const { failure } = await desk.run(desk.make(GENERATORS.find(([, , k]) => k === kind)!));
      if (failure) throw new Error(`user ${i}'s ${kind}: ${failure}`);
    }
    return desk;
  }),
);
const unsent = [...desks];
await Promise.all(
  [0, 1].map(async () => {
    for (let desk = unsent.shift(); desk; desk = unsent.shift()) {
      for (const call of [desk.sendNda(), desk.sendToClient("quote"), desk.sendToClient("invoice")]) {
        const { failure } = await desk.run(call);
        if (failure) throw new Error(`user ${desk.i}'s ${call.name}: ${failure}`);
      }
    }
  }),
);

const latencies = new Map<string, number[]>();
const statuses = new Map<string, number>();
const failures: string[] = [];
let errors = 0;
const deadline = Date.now() + SECONDS * 1000;
const started = performance.now();

async function user(desk: Desk) {
  // Each user starts at a different point of the cycle, so that the users' PDF exports (and new
  // documents, and sends) are spread over time rather than all falling on the same call.
  for (let n = desk.i % 12; Date.now() < deadline; n++) {
    const call = desk.call(n);
    const { ms, status, failure } = await desk.run(call);
    (latencies.get(call.name) ?? latencies.set(call.name, []).get(call.name)!).push(ms);
    (latencies.get("all") ?? latencies.set("all", []).get("all")!).push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (failure) {
      errors++;
      if (failures.length < 10) failures.push(`${call.name}: ${failure}`);
    }
    await think();
  }
}

const pace = THINK_MAX > 0 ? `${THINK_MIN}-${THINK_MAX} ms between calls` : "no pause between calls";
console.log(`[load] ${USERS} signed-in Pro users for ${SECONDS} s against ${database.kind}, ${pace} (rate limits raised to ${RAISED} unless set)...`);
// Users start spread over the first pause, as people arrive, not all in the same millisecond.
await Promise.all(
  Array.from({ length: USERS }, async (_, i) => {
    if (THINK_MAX > 0) await new Promise((resolve) => setTimeout(resolve, (i / USERS) * THINK_MAX));
    return user(desks[i]!);
  }),
);
const elapsed = (performance.now() - started) / 1000;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const all = latencies.get("all") ?? [];
const p99 = pct(all, 99);
for (const [name, values] of [...latencies].filter(([n]) => n !== "all").sort()) {
  console.log(
    `[load]   ${name.padEnd(44)} ${String(values.length).padStart(7)} requests  p50 ${pct(values, 50).toFixed(1).padStart(7)} ms  p99 ${pct(values, 99).toFixed(1).padStart(7)} ms`,
  );
}
console.log(
  `[security] load: ${USERS} users x ${elapsed.toFixed(0)} s on ${database.kind} (${pace}): ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${errors} errors, p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms`,
);
for (const f of failures) console.log(`[load]   failure: ${f}`);
if (process.env.LOAD_RESULT) {
  const calls = Object.fromEntries(
    [...latencies]
      .filter(([n]) => n !== "all")
      .sort()
      .map(([name, values]) => [name, { requests: values.length, p50: pct(values, 50), p99: pct(values, 99) }]),
  );
  const result = {
    users: USERS,
    thinkMs: [THINK_MIN, THINK_MAX],
    seconds: elapsed,
    database: database.kind,
    requests: all.length,
    perSecond: all.length / elapsed,
    errors,
    statuses: Object.fromEntries(statuses),
    p50: pct(all, 50),
    p99,
    calls,
    failures,
  };
  fs.writeFileSync(process.env.LOAD_RESULT, JSON.stringify(result, null, 2));
}

agent.destroy();
server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));
await close();
await database.close();
await drop();
// The target: no error, and p99 at most 300 ms.
process.exit(errors === 0 && p99 <= 300 ? 0 : 1);
