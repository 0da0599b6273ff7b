// A signer's link cannot be guessed open by asking for new codes: wrong codes count against the
// link across every code sent to it, every 5th is a lock-out written in the trail, and the 3rd
// lock-out locks the link (423) until the owner resends it. The attack: 4 wrong codes, a new code,
// again and again (the hour's limit of 5 codes waited out by moving the stored send times back an
// hour, not by waiting). Over HTTP against a real SMTP server; on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { signatureSigners } from "../../shared/schema";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../mail-app";
import { ndaBody } from "../fixtures";
import { report } from "./http-helpers";

let app: AppWithMail;
beforeAll(async () => {
  app = await startAppWithMail();
}, 60_000);
afterAll(() => app?.close());

const LOCKED = "This link is locked after too many wrong codes: ask the sender to send it again";
/** Far more wrong codes than a link may take: the attack stops here if nothing stops it first. */
const ATTACK_BUDGET = 60;

async function openRequest(email: string) {
  const { t, smtp } = app;
  const owner = await t.proUser("owner@codes.test", { firstName: "Olivia", lastName: "Owner" });
  const doc = await owner.post("/api/generate/nda").send(ndaBody);
  expect(doc.status).toBe(201);
  const created = await owner.post(`/api/documents/${doc.body.id}/signature-requests`).send({ signers: [{ name: "Mallory Guess", email }] });
  expect(created.status, created.text).toBe(201);
  return { owner, requestId: created.body.id as string, token: publicLinkIn(await smtp.nthTo(email, 1), "sign") };
}

test("4 wrong codes, a new code, repeat: the link locks (423) after 15 wrong codes, the lock-outs are in the trail, and only the owner's resend opens it", async () => {
  const { t, smtp } = app;
  const email = "mallory@codes.test";
  const { owner, requestId, token } = await openRequest(email);
  const signer = () => t.db.select().from(signatureSigners).where(eq(signatureSigners.email, email)).then((rows) => rows[0]!);

  let wrongCodes = 0;
  let codesAsked = 0;
  let hoursWaited = 0;
  const statuses: number[] = [];
  let locked: { status: number; message: string } | undefined;
  while (!locked && wrongCodes < ATTACK_BUDGET) {
    let asked = await t.agent().post(`/api/sign/${token}/otp`);
    if (asked.status === 429) {
      // An hour on: the codes sent so far leave the hour's window.
      const { id, otpSentAt } = await signer();
      await t.db
        .update(signatureSigners)
        .set({ otpSentAt: otpSentAt.map((at) => new Date(Date.parse(at) - 3_600_000).toISOString()) })
        .where(eq(signatureSigners.id, id));
      hoursWaited++;
      asked = await t.agent().post(`/api/sign/${token}/otp`);
    }
    if (asked.status === 423) {
      locked = { status: asked.status, message: asked.body.message };
      break;
    }
    expect(asked.status, asked.text).toBe(204);
    codesAsked++;
    const code = /Your signing code: (\d{6})/.exec((await smtp.nthTo(email, codesAsked + 1)).parsed.subject ?? "")![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      const res = await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrong });
      wrongCodes++;
      statuses.push(res.status);
      if (res.status === 423) {
        if (res.body.message === LOCKED) locked = { status: res.status, message: res.body.message };
        break;
      }
      expect(res.status, res.text).toBe(400);
    }
  }
  report("signing codes", `"4 wrong, new code, repeat": ${locked ? "locked (423)" : "still open"} after ${wrongCodes} wrong codes and ${codesAsked} codes (${hoursWaited} hour(s) waited out); answers ${statuses.join(",")}`);
  expect(locked).toEqual({ status: 423, message: LOCKED });
  expect(wrongCodes).toBe(15);
  // Locked: no new code, no code checked (the right one included), no decline.
  expect((await t.agent().post(`/api/sign/${token}/otp`)).status).toBe(423);
  expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: "123456" })).status).toBe(423);
  expect((await t.agent().post(`/api/sign/${token}/decline`).send({ reason: "not me" })).status).toBe(423);
  expect((await t.agent().get(`/api/sign/${token}`)).body.canSign).toBe(false);

  const detail = await owner.get(`/api/signature-requests/${requestId}`);
  const failed = (detail.body.events as { kind: string; data: { failures: number; lockout?: number } }[]).filter((e) => e.kind === "code.failed");
  expect(failed.map((e) => e.data.failures)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  expect(failed.filter((e) => e.data.lockout).map((e) => [e.data.failures, e.data.lockout])).toEqual([
    [5, 1],
    [10, 2],
    [15, 3],
  ]);
  expect(detail.body.chainValid).toBe(true);

  // The owner resends: a new link whose count starts again, and the right code confirms it.
  const before = smtp.to(email).length;
  expect((await owner.post(`/api/signature-requests/${requestId}/remind`)).status).toBe(202);
  const fresh = publicLinkIn(await smtp.nthTo(email, before + 1), "sign");
  expect(await signer()).toMatchObject({ otpFailures: 0, otpLockouts: 0 });
  await t.db.update(signatureSigners).set({ otpSentAt: [] }).where(eq(signatureSigners.email, email));
  expect((await t.agent().post(`/api/sign/${fresh}/otp`)).status).toBe(204);
  const code = /Your signing code: (\d{6})/.exec((await smtp.nthTo(email, before + 2)).parsed.subject ?? "")![1]!;
  const wrong = code === "000000" ? "111111" : "000000";
  const first = await t.agent().post(`/api/sign/${fresh}/otp/verify`).send({ code: wrong });
  expect(first.body).toMatchObject({ code: "otp_invalid", attemptsLeft: 4 });
  expect((await t.agent().post(`/api/sign/${fresh}/otp/verify`).send({ code })).status).toBe(204);
}, 180_000);

test("a new code keeps the tries left: 3 wrong, a new code, 2 wrong is a lock-out", async () => {
  const { t, smtp } = app;
  const email = "nina@codes.test";
  const { token } = await openRequest(email);
  const ask = async (n: number) => {
    expect((await t.agent().post(`/api/sign/${token}/otp`)).status).toBe(204);
    return /Your signing code: (\d{6})/.exec((await smtp.nthTo(email, n + 1)).parsed.subject ?? "")![1]!;
  };
  const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
  const first = await ask(1);
  for (const left of [4, 3, 2]) {
    expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrongFor(first) })).body).toMatchObject({ attemptsLeft: left });
  }
  const second = await ask(2);
  expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrongFor(second) })).body).toMatchObject({ attemptsLeft: 1 });
  const lockout = await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrongFor(second) });
  expect([lockout.status, lockout.body.message]).toEqual([423, "Too many wrong codes: ask for a new code"]);
  // The code is void after a lock-out, right or not; a new one works.
  expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: second })).status).toBe(423);
  const third = await ask(3);
  expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: third })).status).toBe(204);
}, 120_000);
