// The signing code: e-mailed to the signer, checked against its keyed hash, wrong tries counted
// against the link.
import { eq } from "drizzle-orm";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { signatureSigners, users } from "../../shared/schema";
import { AppError } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { signatureCodeMail } from "./mail";
import { OTP_MAX_FAILURES, OTP_MAX_LOCKOUTS, OTP_MAX_PER_HOUR, OTP_TTL_MS, SIGNATURE_ENTITY, type SignatureDeps, signerActor, recordSignatureEvent } from "./requests";
import { assertCanAct, LOCKED_MESSAGE, openLocked } from "./signer-link";

const codeHash = (key: string, signerId: string, code: string) => createHmac("sha256", key).update(`${signerId}:${code}`).digest("hex");

const NEW_CODE_MESSAGE = "Too many wrong codes: ask for a new code";

/**
 * Wrong codes count against the link, across every code sent to it: each 5th is a lock-out (the
 * code is void, a new one is needed) and the 3rd lock-out locks the link until the owner resends
 * it. So a link takes at most 15 wrong codes, however many codes are asked for.
 */
const attemptsLeft = (failures: number) => OTP_MAX_FAILURES - (failures % OTP_MAX_FAILURES);

export async function sendCode(deps: SignatureDeps, token: string, origin: RequestOrigin): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { request, signer } = await openLocked(tx, token);
    assertCanAct(request, signer);
    if (!request.otp) throw new AppError("conflict", "This request does not ask for a code");
    if (signer.otpVerifiedAt) throw new AppError("conflict", "Your e-mail address is already confirmed");
    if (signer.otpLockouts >= OTP_MAX_LOCKOUTS) throw new AppError("locked", LOCKED_MESSAGE);
    const now = new Date();
    const lastHour = signer.otpSentAt.filter((t) => now.getTime() - Date.parse(t) < 3_600_000);
    if (lastHour.length >= OTP_MAX_PER_HOUR) {
      throw new AppError("rate_limited", `At most ${OTP_MAX_PER_HOUR} codes can be sent an hour: use the last code you received, or try again later`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx
      .update(signatureSigners)
      // The link's wrong codes stay counted: a new code is no new allowance (only the owner's resend is).
      .set({ otpHash: codeHash(deps.codeKey, signer.id, code), otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS), otpSentAt: [...lastHour, now.toISOString()] })
      .where(eq(signatureSigners.id, signer.id));
    const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
    await deps.mail.enqueue(tx, {
      kind: signatureCodeMail,
      data: { code, documentTitle: request.documentTitle },
      to: { name: signer.name, address: signer.email },
      userId: owner!.id,
      entity: { type: SIGNATURE_ENTITY, id: request.id },
    });
    await recordSignatureEvent(tx, request.id, { kind: "code.sent", actor: signerActor(signer), ip: origin.ip, userAgent: origin.userAgent, at: now });
  });
}

/**
 * Checks a code. Failures are committed before the error is answered (a wrong code must count even
 * though the request fails), so the transaction answers an outcome and the error is thrown after.
 */
export async function verifyCode({ db, codeKey }: Pick<SignatureDeps, "db" | "codeKey">, token: string, code: string, origin: RequestOrigin): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<AppError | undefined> => {
    const { request, signer } = await openLocked(tx, token);
    assertCanAct(request, signer);
    if (!request.otp) throw new AppError("conflict", "This request does not ask for a code");
    if (signer.otpVerifiedAt) return undefined;
    if (signer.otpLockouts >= OTP_MAX_LOCKOUTS) return new AppError("locked", LOCKED_MESSAGE);
    if (!signer.otpHash) {
      if (signer.otpFailures > 0 && signer.otpFailures % OTP_MAX_FAILURES === 0) return new AppError("locked", NEW_CODE_MESSAGE);
      return new AppError("otp_invalid", "Ask for a code first", undefined, { attemptsLeft: attemptsLeft(signer.otpFailures) });
    }
    const now = new Date();
    if (!signer.otpExpiresAt || signer.otpExpiresAt <= now) {
      return new AppError("otp_invalid", "This code has expired: ask for a new one", undefined, { attemptsLeft: attemptsLeft(signer.otpFailures) });
    }
    const given = Buffer.from(codeHash(codeKey, signer.id, /^\d{6}$/.test(code.trim()) ? code.trim() : "-"), "hex");
    const expected = Buffer.from(signer.otpHash, "hex");
    if (timingSafeEqual(given, expected)) {
      await tx
        .update(signatureSigners)
        .set({ otpVerifiedAt: now, otpHash: null, otpExpiresAt: null, otpFailures: 0 })
        .where(eq(signatureSigners.id, signer.id));
      await recordSignatureEvent(tx, request.id, { kind: "code.verified", actor: signerActor(signer), ip: origin.ip, userAgent: origin.userAgent, at: now });
      return undefined;
    }
    const failures = signer.otpFailures + 1;
    const lockedOut = failures % OTP_MAX_FAILURES === 0;
    const lockouts = signer.otpLockouts + (lockedOut ? 1 : 0);
    await tx
      .update(signatureSigners)
      .set({ otpFailures: failures, otpLockouts: lockouts, ...(lockedOut ? { otpHash: null, otpExpiresAt: null } : {}) })
      .where(eq(signatureSigners.id, signer.id));
    await recordSignatureEvent(tx, request.id, {
      kind: "code.failed",
      actor: signerActor(signer),
      data: { failures, ...(lockedOut ? { lockout: lockouts } : {}) },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    if (lockedOut) {
      return new AppError("locked", lockouts >= OTP_MAX_LOCKOUTS ? LOCKED_MESSAGE : NEW_CODE_MESSAGE);
    }
    return new AppError("otp_invalid", "This code is not right", undefined, { attemptsLeft: attemptsLeft(failures) });
  });
  if (outcome) throw outcome;
}
