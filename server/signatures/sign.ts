// The signer signs (typed or drawn) or declines; the last signature completes the request and
// sends the sealing job.
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { ownerName } from "../../shared/names";
import { signatureRequests, signatureSigners, users } from "../../shared/schema";
import { AppError } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { reencodeDrawnSignature } from "./drawn";
import { signatureEndedMail } from "./mail";
import { disclosureOfRequest } from "./disclosure";
import { fillTextFields } from "./fields";
import { notifySigner } from "./notify";
import { OTP_MAX_LOCKOUTS, recordNotSent, SIGNATURE_ENTITY, type SignatureDeps, signerActor, signersOf, turnOf, recordSignatureEvent } from "./requests";
import { assertCanAct, LOCKED_MESSAGE, openLocked, openSigner } from "./signer-link";

export type SignatureMark = { type: "typed"; name: string } | { type: "drawn"; png: Buffer };
export type SignatureInput = { type: "typed"; name: string } | { type: "drawn"; image: string };

export async function signDocument(
  deps: SignatureDeps,
  {
    token,
    signature,
    fields: values,
    base,
    origin,
  }: { token: string; signature: SignatureInput; fields?: Record<string, string> | undefined; base: string; origin: RequestOrigin },
): Promise<{ completed: boolean }> {
  // A drawn signature is decoded only for a link that works (404 / 410 first, no image work).
  let mark: SignatureMark;
  if (signature.type === "drawn") {
    await openSigner(deps.db, token);
    mark = { type: "drawn", png: await reencodeDrawnSignature(signature.image) };
  } else {
    mark = signature;
  }
  return deps.db.transaction(async (tx) => {
    const { request, signer } = await openLocked(tx, token);
    assertCanAct(request, signer);
    const signers = await signersOf(tx, request.id);
    if (!turnOf(request, signers).some((s) => s.id === signer.id)) {
      throw new AppError("conflict", "It is not your turn to sign yet: the signers before you must sign first");
    }
    if (request.otp && !signer.otpVerifiedAt) throw new AppError("forbidden", "Confirm the code e-mailed to you before signing");
    const fields = fillTextFields(signer.fields, values);
    const disclosure = await disclosureOfRequest(tx, request);
    const now = new Date();
    await tx
      .update(signatureSigners)
      .set({
        status: "signed",
        signedAt: now,
        signatureType: mark.type,
        signatureText: mark.type === "typed" ? mark.name : null,
        signaturePng: mark.type === "drawn" ? mark.png : null,
        signedIp: origin.ip ?? null,
        signedUserAgent: origin.userAgent?.slice(0, 1_000) ?? null,
        fields,
      })
      .where(eq(signatureSigners.id, signer.id));
    await recordSignatureEvent(tx, request.id, {
      kind: "signed",
      actor: signerActor(signer),
      data: {
        signatureType: mark.type,
        consent: "agreed to sign electronically and to receive records electronically",
        disclosureVersion: disclosure.version,
        disclosureSha256: disclosure.sha256,
        ...(mark.type === "typed" ? { typedName: mark.name } : { imageSha256: createHash("sha256").update(mark.png).digest("hex") }),
        documentSha256: request.documentSha256,
        ...(fields.some((f) => f.kind === "text") ? { fields: Object.fromEntries(fields.filter((f) => f.kind === "text").map((f) => [f.id, f.value])) } : {}),
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    const after = signers.map((s) => (s.id === signer.id ? { ...s, status: "signed" as const } : s));
    const next = turnOf(request, after);
    if (next.length === 0) {
      await tx.update(signatureRequests).set({ status: "completed", endedAt: now }).where(eq(signatureRequests.id, request.id));
      await recordSignatureEvent(tx, request.id, { kind: "completed", actor: { type: "system" }, data: {}, at: now });
      await deps.sendSealJob(tx, request.id);
      return { completed: true };
    }
    if (request.order === "sequential") {
      const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
      for (const s of next.filter((n) => !n.notifiedAt)) {
        // Without mail the signature still counts; the trail tells the owner the next signer was
        // not e-mailed (they stay un-notified: the owner's reminder sends the link once mail works).
        if (!deps.mail.configured) await recordNotSent(tx, request.id, [s.email], "signing link", now);
        else await notifySigner(deps, tx, { request, signer: s, owner: owner!, base, actor: { type: "system" }, at: now });
      }
    }
    return { completed: false };
  });
}

export async function declineToSign(
  deps: SignatureDeps,
  { token, reason, base, origin }: { token: string; reason: string; base: string; origin: RequestOrigin },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { request, signer } = await openLocked(tx, token);
    assertCanAct(request, signer);
    // A decline ends the request for every party: where a code proves who holds the link, it needs
    // the code as signing does (a link locked by wrong codes declines nothing).
    if (request.otp && !signer.otpVerifiedAt) {
      if (signer.otpLockouts >= OTP_MAX_LOCKOUTS) throw new AppError("locked", LOCKED_MESSAGE);
      throw new AppError("forbidden", "Confirm the code e-mailed to you before declining");
    }
    const now = new Date();
    await tx.update(signatureSigners).set({ status: "declined", declinedAt: now, declineReason: reason }).where(eq(signatureSigners.id, signer.id));
    await tx.update(signatureRequests).set({ status: "declined", endedAt: now }).where(eq(signatureRequests.id, request.id));
    await recordSignatureEvent(tx, request.id, { kind: "declined", actor: signerActor(signer), data: { reason }, ip: origin.ip, userAgent: origin.userAgent, at: now });
    // Without mail (production with no SMTP_URL) the decline still counts: the owner sees it in the app.
    if (!deps.mail.configured) return;
    const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
    await deps.mail.enqueue(tx, {
      kind: signatureEndedMail,
      data: { documentTitle: request.documentTitle, outcome: "declined", signerName: signer.name, reason, link: `${base}/tools/digital-signature/${request.id}` },
      to: { name: ownerName(owner!), address: owner!.email },
      userId: owner!.id,
      entity: { type: SIGNATURE_ENTITY, id: request.id },
    });
  });
}
