// One account's mail is bounded by the people it reaches, not by its messages: RATE_LIMIT_MAIL
// counts each message's recipients (to and cc), a Free account counts against RATE_LIMIT_MAIL_FREE
// too, and one message goes to at most 5 people. The attack replayed: sends of a quote to a client
// and cc'd addresses, each with 2,000 characters of the sender's text, until the server says no,
// on the defaults as shipped.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminTestMail } from "../../server/mail/kinds";
import { mailMessages, users } from "../../shared/schema";
import type { TestApp } from "../api-harness";
import { invoiceBody } from "../fixtures";
import { startAppWithMail, type AppWithMail } from "../mail-app";
import { report } from "./http-helpers";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

const DAY = 86_400_000;
/** The budgets' defaults, as the README documents them: recipients an hour. */
const LIFETIME = 100;
const FREE = 50;
const MESSAGE = "Buy now at https://spam.example ".repeat(63).slice(0, 2_000);
const cc = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-cc${i}@volume.test`);

let app: AppWithMail | undefined;
let t: TestApp;
beforeAll(async () => {
  // The mail budgets as shipped (the harness raises only the request limits).
  app = await startAppWithMail();
  ({ t } = app);
}, 60_000);
afterAll(() => app?.close());

async function quoteOf(agent: Agent, client: string): Promise<string> {
  const { dueDate: _due, ...rest } = invoiceBody;
  const res = await agent.post("/api/invoices").send({
    ...rest,
    type: "quote",
    clientEmail: client,
    validUntil: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    items: [{ description: "Strategy workshop", quantity: 1, unitPrice: 50_000 }],
  });
  expect(res.status, res.text).toBe(201);
  return res.body.document.id as string;
}

/** Sends the quote to its client and `ccs` until the server refuses: how many were accepted (Infinity past `most`). */
async function sendUntilRefused(agent: Agent, documentId: string, ccs: string[], most: number) {
  for (let sent = 0; sent <= most; sent++) {
    const res = await agent.post(`/api/documents/${documentId}/send`).send({ cc: ccs, message: MESSAGE });
    if (res.status === 429) {
      expect(res.body.code).toBe("rate_limited");
      return sent;
    }
    expect(res.status, res.text).toBe(202);
  }
  return Infinity;
}

const recipientsOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const rows = await t.db.select({ to: mailMessages.to, cc: mailMessages.cc }).from(mailMessages).where(eq(mailMessages.userId, user!.id));
  return rows.reduce((n, r) => n + (r.to as unknown[]).length + ((r.cc as unknown[] | null) ?? []).length, 0);
};

describe("one message, at most 5 recipients", () => {
  test("a send to the client and 5 cc is a 400 naming cc, and sends nothing; 4 cc is the most", async () => {
    const agent = await t.signIn("wide@volume.test");
    const quote = await quoteOf(agent, "client@volume.test");
    const refused = await agent.post(`/api/documents/${quote}/send`).send({ cc: cc("wide", 5), message: MESSAGE });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(["cc"]);
    expect(await recipientsOf("wide@volume.test")).toBe(0);
    expect((await agent.post(`/api/documents/${quote}/send`).send({ cc: cc("wide", 4) })).status).toBe(202);
    expect(await recipientsOf("wide@volume.test")).toBe(5);

    // The outbox holds every feature to it, naming the field that went over.
    const [user] = await t.db.select().from(users).where(eq(users.email, "wide@volume.test"));
    const over = (to: string[], more: string[]) =>
      t.instance.mail.send({ kind: adminTestMail, data: { requestedBy: "Wide", transport: "SMTP" }, to, cc: more, userId: user!.id }).catch((e: unknown) => e);
    expect(await over(["a@volume.test"], cc("outbox", 5))).toMatchObject({ status: 400, errors: [{ path: "cc" }] });
    expect(await over(cc("to", 6), [])).toMatchObject({ status: 400, errors: [{ path: "to" }] });
    report("mail volume", "to + 5 cc: 400 naming cc, 0 recipients mailed; to + 4 cc: 202");
  });
});

describe("RATE_LIMIT_MAIL counts recipients", () => {
  test(`a Lifetime account reaches ${LIFETIME} recipients an hour, a Free one ${FREE}`, async () => {
    const lifetime = await t.proUser("lifetime@volume.test");
    const free = await t.signIn("free@volume.test");

    // 5 recipients a send: 20 sends make Lifetime's 100, 10 make Free's 50; the next is refused.
    const lifetimeSends = await sendUntilRefused(lifetime, await quoteOf(lifetime, "client-l@volume.test"), cc("life", 4), 25);
    const freeSends = await sendUntilRefused(free, await quoteOf(free, "client-f@volume.test"), cc("free", 4), 25);
    const lifetimeRecipients = await recipientsOf("lifetime@volume.test");
    const freeRecipients = await recipientsOf("free@volume.test");
    expect([lifetimeSends, lifetimeRecipients]).toEqual([LIFETIME / 5, LIFETIME]);
    expect([freeSends, freeRecipients]).toEqual([FREE / 5, FREE]);

    // Whatever sends it: a message to one more person is refused too.
    const [row] = await t.db.select().from(users).where(eq(users.email, "free@volume.test"));
    const one = await t.instance.mail
      .send({ kind: adminTestMail, data: { requestedBy: "Free", transport: "SMTP" }, to: "one@volume.test", userId: row!.id })
      .catch((e: unknown) => e);
    expect(one).toMatchObject({ status: 429, code: "rate_limited" });
    report(
      "mail volume",
      `sends of a quote to its client and 4 cc, 2,000 characters each: Lifetime ${lifetimeSends} sends (${lifetimeRecipients} recipients) then 429; Free ${freeSends} sends (${freeRecipients} recipients) then 429`,
    );
  }, 240_000);
});
