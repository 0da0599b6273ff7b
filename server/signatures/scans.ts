// The daily scans (./jobs.ts): requests past their expiry end, signers due a reminder get one.
import { and, eq, lte, sql } from "drizzle-orm";
import { ownerName } from "../../shared/names";
import { signatureRequests, signatureSigners, users } from "../../shared/schema";
import { revokeLinks } from "../public-links/links";
import { signatureEndedMail } from "./mail";
import { notifySigner } from "./notify";
import { DAY_MS, SIGNATURE_ENTITY, type SignatureDeps, signersOf, turnOf, recordSignatureEvent } from "./requests";

/** Requests past their expiry become "expired": links end, the owner is told. Answers how many. */
export async function expireRequests(deps: SignatureDeps, now: Date, base: string | undefined): Promise<number> {
  const due = await deps.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.status, "sent"), lte(signatureRequests.expiresAt, now)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const [request] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, id)).for("update");
      if (!request || request.status !== "sent" || request.expiresAt > now) return;
      await tx.update(signatureRequests).set({ status: "expired", endedAt: now }).where(eq(signatureRequests.id, id));
      for (const s of await signersOf(tx, id)) await revokeLinks(tx, { subjectId: s.id, purpose: "sign" }, now);
      await recordSignatureEvent(tx, id, { kind: "expired", actor: { type: "system" }, data: {}, at: now });
      expired++;
      // Without mail the request still expires: the owner sees it in the app.
      if (!deps.mail.configured) return;
      const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
      await deps.mail.enqueue(tx, {
        kind: signatureEndedMail,
        data: { documentTitle: request.documentTitle, outcome: "expired", ...(base ? { link: `${base}/tools/digital-signature/${id}` } : {}) },
        to: { name: ownerName(owner!), address: owner!.email },
        userId: owner!.id,
        entity: { type: SIGNATURE_ENTITY, id },
      });
    });
  }
  return expired;
}

export const REMINDER_EVERY_DAYS = 3;

/**
 * A signer whose turn it is and who has not been e-mailed for 3 days (the request, a reminder, or
 * the owner's resend) gets a reminder with a fresh link: the clock is the signer's own, so a
 * sequential signer is not reminded the hour their turn comes, nor anyone just after a resend.
 * None without mail: nothing is marked, so the first scan once mail works sends those due then.
 */
export async function sendReminders(deps: SignatureDeps, now: Date, base: string): Promise<number> {
  if (!deps.mail.configured) return 0;
  const due = new Date(now.getTime() - REMINDER_EVERY_DAYS * DAY_MS);
  const open = await deps.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, "sent"),
        sql`${signatureRequests.expiresAt} > ${now.toISOString()}`,
        sql`exists (select 1 from ${signatureSigners} where ${signatureSigners.requestId} = ${signatureRequests.id} and ${signatureSigners.status} = 'pending' and ${signatureSigners.notifiedAt} <= ${due.toISOString()})`,
      ),
    )
    .limit(500);
  let reminded = 0;
  for (const { id } of open) {
    await deps.db.transaction(async (tx) => {
      // The request locked: a second scan (another instance) waits, then finds the signers just
      // e-mailed, and sends nothing.
      const [request] = await tx.select().from(signatureRequests).where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, "sent"))).for("update");
      if (!request) return;
      const signers = turnOf(request, await signersOf(tx, id)).filter((s) => s.notifiedAt && s.notifiedAt <= due);
      if (!signers.length) return;
      const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
      for (const signer of signers) {
        await notifySigner(deps, tx, { request, signer, owner: owner!, base, reminder: true, actor: { type: "system" }, at: now });
        reminded++;
      }
    });
  }
  return reminded;
}
