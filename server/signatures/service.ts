// Signature requests: the only code that reads and writes their tables. The owner sends a
// document's current version for signature (frozen: its number and SHA-256), each signer gets a
// personal link (server/public-links) by e-mail (server/mail), confirms a code if asked, and signs
// or declines; every step is an event of the request's audit chain (server/audit/chain.ts),
// written in the transaction of the change it records, with the request's row locked. When the
// last signer signs, the sealing job (./jobs.ts) builds and seals the final PDF.
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  FREE_SIGNATURE_REQUESTS,
  OPEN_REQUEST_MESSAGE,
  signatureLimitMessage,
  type TAuditEvent,
  type TSignatureRequest,
  type TSignatureRequestBody,
  type TSignatureRequestDetail,
  type TSignerStatus,
  type TSignerSummary,
  type TSigningPage,
  type TVerifyAnswer,
  type ZSignatureRequestBody,
} from "../../shared/api/signatures";
import {
  auditEvents,
  documentVersions,
  documents,
  signatureRequests,
  signatureSigners,
  signingKeys,
  users,
  type AuditEvent,
  type Document,
  type DocumentVersion,
  type SignatureRequest,
  type SignatureSigner,
  type User,
} from "../../shared/schema";
import { appendEvent, listEvents, userActor, verifyChain, type AuditActor } from "../audit/chain";
import type { Db, Tx } from "../db";
import type { MailDeliveryEvent } from "../mail/define";
import { MAIL_NOT_CONFIGURED } from "../../shared/mail";
import { AppError, notFound } from "../errors";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import { findLink, issueLink, markOpened, publicLinkPath, revokeLinks } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { lockOwnDocument } from "../services/revise-document";
import { ownerName } from "../services/users";
import { reencodeDrawnSignature } from "./drawn";
// ./mail.ts imports this module back (its delivery hook records into the trail here): neither
// uses the other's exports before they are called.
import { chainOf, SIGNATURE_ENTITY, signatureCodeMail, signatureCompletedMail, signatureEndedMail, signatureRequestMail } from "./mail";
import type { z } from "zod";



export interface SignatureDeps {
  db: Db;
  /** `configured` false (production without SMTP_URL): the notices below are skipped or recorded as not sent. */
  mail: Pick<Mail, "enqueue" | "configured">;
  jobs: Pick<Jobs, "send">;
  /** Sends the sealing job in the caller's transaction (./jobs.ts). */
  sendSealJob(tx: Tx, requestId: string): Promise<unknown>;
  /**
   * The server's secret that keys the signing codes' hashes (SESSION_SECRET): a six-digit code
   * hashed without one would be found from a copy of the database in a million guesses.
   */
  codeKey: string;
}

const DAY_MS = 86_400_000;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_FAILURES = 5;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_LOCKOUTS = 3;

type Body = z.output<typeof ZSignatureRequestBody>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A party's status as answered: a cc's row keeps the column's default ("pending": the column knows
 * only the actors' states), but a cc signs nothing and is never waited for, so it answers "copy".
 */
const statusOf = (s: Pick<SignatureSigner, "role" | "status">): TSignerStatus => (s.role === "cc" ? "copy" : s.status);

const presentSigner = (s: SignatureSigner): TSignerSummary => ({
  id: s.id,
  name: s.name,
  email: s.email,
  role: s.role,
  status: statusOf(s),
  signedAt: iso(s.signedAt),
  declinedAt: iso(s.declinedAt),
});

export const presentRequest = (r: SignatureRequest, signers: SignatureSigner[]): TSignatureRequest => ({
  id: r.id,
  documentId: r.documentId,
  documentTitle: r.documentTitle,
  version: r.version,
  documentSha256: r.documentSha256,
  status: r.status,
  order: r.order,
  expiresAt: r.expiresAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  signers: signers.map(presentSigner),
});

export const presentEvent = (e: AuditEvent): TAuditEvent => ({
  seq: e.seq,
  kind: e.kind,
  actor: e.actor as TAuditEvent["actor"],
  data: e.data as Record<string, unknown>,
  at: e.at,
  ip: e.ipAddress,
  userAgent: e.userAgent,
  hash: e.hash,
});

const signerActor = (s: SignatureSigner): AuditActor => ({ type: "signer", id: s.id, name: s.name, email: s.email });

/** Signers who must act (copies only receive the result), in their order. */
const actors = (signers: SignatureSigner[]) => signers.filter((s) => s.role !== "cc").sort((a, b) => a.position - b.position);

/** Whose turn it is: every pending actor in parallel order, the first pending one in sequential order. */
function turnOf(request: SignatureRequest, signers: SignatureSigner[]): SignatureSigner[] {
  const pending = actors(signers).filter((s) => s.status === "pending");
  return request.order === "sequential" ? pending.slice(0, 1) : pending;
}

async function signersOf(db: Db | Tx, requestId: string) {
  return db.select().from(signatureSigners).where(eq(signatureSigners.requestId, requestId)).orderBy(asc(signatureSigners.position));
}

/**
 * 409 when the document has an open signature request (`message` says what to do first): call it
 * with the document row locked.
 */
export async function assertNoOpenRequest(tx: Db | Tx, documentId: string, message = OPEN_REQUEST_MESSAGE) {
  const [open] = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, "sent")))
    .limit(1);
  if (open) throw new AppError("conflict", message);
}

/** E-mails a signer a new personal link (written in the caller's transaction) and records it. */
async function notifySigner(
  deps: SignatureDeps,
  tx: Tx,
  {
    request,
    signer,
    owner,
    base,
    reminder = false,
    actor,
    origin,
    at,
  }: {
    request: SignatureRequest;
    signer: SignatureSigner;
    owner: User;
    base: string;
    reminder?: boolean;
    actor: AuditActor;
    origin?: RequestOrigin | undefined;
    at: Date;
  },
) {
  const { token } = await issueLink(tx, { purpose: "sign", documentId: request.documentId, version: request.version, subjectId: signer.id });
  await deps.mail.enqueue(tx, {
    kind: signatureRequestMail,
    data: {
      from: ownerName(owner),
      signerName: signer.name,
      documentTitle: request.documentTitle,
      link: `${base}${publicLinkPath("sign", token)}`,
      expiresAt: request.expiresAt.toISOString(),
      ...(request.message ? { message: request.message } : {}),
      ...(reminder ? { reminder: true } : {}),
    },
    to: { name: signer.name, address: signer.email },
    replyTo: { name: ownerName(owner), address: owner.email },
    userId: owner.id,
    entity: { type: SIGNATURE_ENTITY, id: request.id },
  });
  await tx.update(signatureSigners).set({ notifiedAt: at }).where(eq(signatureSigners.id, signer.id));
  await appendEvent(tx, chainOf(request.id), {
    kind: reminder ? "reminded" : "sent",
    actor,
    data: { signer: { id: signer.id, name: signer.name, email: signer.email } },
    ip: origin?.ip,
    userAgent: origin?.userAgent,
    at,
  });
}

// ---- The owner's side ----

export async function createSignatureRequest(
  deps: SignatureDeps,
  { user, documentId, body, base, origin }: { user: User; documentId: string; body: Body; base: string; origin: RequestOrigin },
): Promise<TSignatureRequest> {
  return deps.db.transaction(async (tx) => {
    // The user's row first: two requests at once can't both pass the Free plan's count.
    const [owner] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!owner) throw notFound("Document not found");
    const { document, version } = await lockOwnDocument(tx, user.id, documentId);
    const [open] = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(and(eq(signatureRequests.documentId, document.id), eq(signatureRequests.status, "sent")))
      .limit(1);
    if (open) throw new AppError("conflict", "This document already has an open signature request: void it to send a new one.");
    if (owner.subscription !== "pro") {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(signatureRequests).where(eq(signatureRequests.userId, owner.id));
      if ((row?.n ?? 0) >= FREE_SIGNATURE_REQUESTS) throw new AppError("plan_limit", signatureLimitMessage(FREE_SIGNATURE_REQUESTS));
    }
    const now = new Date();
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        userId: owner.id,
        documentId: document.id,
        version: version.version,
        documentSha256: version.sha256,
        documentTitle: document.title,
        order: body.order ?? "parallel",
        message: body.message?.trim() || null,
        otp: body.otp ?? true,
        expiresAt: new Date(now.getTime() + (body.expiresInDays ?? 30) * DAY_MS),
      })
      .returning();
    const signers = await tx
      .insert(signatureSigners)
      .values(body.signers.map((s, i) => ({ requestId: request!.id, position: i + 1, name: s.name, email: s.email, role: s.role ?? "signer" })))
      .returning();
    const actor = userActor(owner);
    await appendEvent(tx, chainOf(request!.id), {
      kind: "created",
      actor,
      data: {
        documentId: document.id,
        version: version.version,
        documentSha256: version.sha256,
        order: request!.order,
        otp: request!.otp,
        expiresAt: request!.expiresAt.toISOString(),
        signers: signers.map((s) => ({ id: s.id, name: s.name, email: s.email, role: s.role })),
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    for (const signer of turnOf(request!, signers)) {
      await notifySigner(deps, tx, { request: request!, signer, owner, base, actor, origin, at: now });
    }
    return presentRequest(request!, await signersOf(tx, request!.id));
  });
}

export async function listSignatureRequests(db: Db, userId: string): Promise<TSignatureRequest[]> {
  const requests = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.userId, userId))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(500);
  if (requests.length === 0) return [];
  const signers = await db
    .select()
    .from(signatureSigners)
    .where(inArray(signatureSigners.requestId, requests.map((r) => r.id)))
    .orderBy(asc(signatureSigners.position));
  return requests.map((r) => presentRequest(r, signers.filter((s) => s.requestId === r.id)));
}

async function ownRequest(db: Db | Tx, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.userId, userId)));
  const [request] = lock ? await query.for("update") : await query;
  if (!request) throw notFound("Signature request not found");
  return request;
}

export async function getSignatureRequest(db: Db, userId: string, id: string): Promise<TSignatureRequestDetail> {
  const request = await ownRequest(db, userId, id);
  const [signers, events] = [await signersOf(db, id), await listEvents(db, chainOf(id))];
  return {
    ...presentRequest(request, signers),
    message: request.message,
    otp: request.otp,
    voidReason: request.voidReason,
    signedPdf: request.sealedPdf !== null,
    events: events.map(presentEvent),
    chainValid: verifyChain(events),
  };
}

/** The owner resends every pending signer whose turn it is a new link (old ones end; a locked link opens again). */
export async function remindSigners(
  deps: SignatureDeps,
  { user, id, base, origin }: { user: User; id: string; base: string; origin: RequestOrigin },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, user.id, id, true);
    if (request.status !== "sent") throw new AppError("conflict", "Only an open signature request can be resent");
    const [owner] = await tx.select().from(users).where(eq(users.id, user.id));
    const now = new Date();
    for (const signer of turnOf(request, await signersOf(tx, id))) {
      await revokeLinks(tx, { subjectId: signer.id, purpose: "sign" }, now);
      await tx
        .update(signatureSigners)
        .set({ otpLockouts: 0, otpFailures: 0, otpHash: null, otpExpiresAt: null })
        .where(eq(signatureSigners.id, signer.id));
      await notifySigner(deps, tx, { request, signer, owner: owner!, base, reminder: true, actor: userActor(owner!), origin, at: now });
    }
  });
}

export async function voidSignatureRequest(
  deps: Pick<SignatureDeps, "db">,
  { user, id, reason, origin }: { user: User; id: string; reason: string; origin: RequestOrigin },
): Promise<TSignatureRequest> {
  return deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, user.id, id, true);
    if (request.status !== "sent") throw new AppError("conflict", `This signature request is already ${request.status}`);
    const now = new Date();
    const [voided] = await tx
      .update(signatureRequests)
      .set({ status: "voided", voidReason: reason, endedAt: now })
      .where(eq(signatureRequests.id, id))
      .returning();
    const signers = await signersOf(tx, id);
    for (const s of signers) await revokeLinks(tx, { subjectId: s.id, purpose: "sign" }, now);
    await appendEvent(tx, chainOf(id), { kind: "voided", actor: userActor(user), data: { reason }, ip: origin.ip, userAgent: origin.userAgent, at: now });
    return presentRequest(voided!, signers);
  });
}

/** The sealed PDF of one of the owner's requests; 404 until it is sealed. */
export async function ownerSignedPdf(db: Db, userId: string, id: string) {
  const request = await ownRequest(db, userId, id);
  if (!request.sealedPdf) throw notFound("The signed PDF is not ready: every signer must sign first");
  return { pdf: request.sealedPdf, title: request.documentTitle };
}

/**
 * "Awaiting signature" / "Signed" for one version of a document, for the viewer: a request signs
 * the version it froze, so a version edited since (a new one) is neither.
 */
export async function signatureStateOf(db: Db, documentId: string, version: number): Promise<"awaiting_signature" | "signed" | undefined> {
  const rows = await db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.version, version), inArray(signatureRequests.status, ["sent", "completed"])),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  return rows[0] ? (rows[0].status === "sent" ? "awaiting_signature" : "signed") : undefined;
}

// ---- The signer's side ----

export interface OpenedSigner {
  linkId: string;
  request: SignatureRequest;
  signer: SignatureSigner;
}

const GONE_MESSAGE = {
  voided: "This signature request was cancelled by its sender",
  expired: "This signature request has expired",
  revoked: "This link is no longer valid: use the newest e-mail you received",
} as const;

/** The signer behind a token: 404 unknown, 410 ended (voided, expired, or replaced by a newer link). */
export async function openSigner(db: Db | Tx, token: string, now = new Date(), lock = false): Promise<OpenedSigner> {
  const found = await findLink(db, "sign", token, now);
  if (found.status === "not_found" || !found.link.subjectId) throw notFound("Signing link not found");
  const subjectId = found.link.subjectId;
  const signerQuery = db.select().from(signatureSigners).where(eq(signatureSigners.id, subjectId));
  const [signer] = lock ? await signerQuery.for("update") : await signerQuery;
  if (!signer) throw notFound("Signing link not found");
  const requestQuery = db.select().from(signatureRequests).where(eq(signatureRequests.id, signer.requestId));
  const [request] = lock ? await requestQuery.for("update") : await requestQuery;
  if (!request) throw notFound("Signing link not found");
  if (request.status === "voided") throw new AppError("gone", GONE_MESSAGE.voided);
  if (request.status === "expired" || (request.status === "sent" && request.expiresAt <= now)) throw new AppError("gone", GONE_MESSAGE.expired);
  if (found.status === "gone") throw new AppError("gone", GONE_MESSAGE.revoked);
  return { linkId: found.link.id, request, signer };
}

/** Locks in the order every writer uses (request, then signer), then opens the link. */
async function openLocked(tx: Tx, token: string): Promise<OpenedSigner> {
  const first = await openSigner(tx, token);
  await tx.select({ id: signatureRequests.id }).from(signatureRequests).where(eq(signatureRequests.id, first.request.id)).for("update");
  return openSigner(tx, token, new Date(), true);
}

export async function signingPage(db: Db, token: string, origin: RequestOrigin): Promise<TSigningPage> {
  const opened = await db.transaction(async (tx) => {
    const o = await openLocked(tx, token);
    if (await markOpened(tx, o.linkId)) {
      await appendEvent(tx, chainOf(o.request.id), { kind: "opened", actor: signerActor(o.signer), ip: origin.ip, userAgent: origin.userAgent });
    }
    return o;
  });
  const { request, signer } = opened;
  const [document] = await db.select({ type: documents.type }).from(documents).where(eq(documents.id, request.documentId));
  const signers = await signersOf(db, request.id);
  const turn = turnOf(request, signers);
  const isTurn = turn.some((s) => s.id === signer.id);
  const before = request.order === "sequential" && !isTurn && signer.status === "pending" ? turn[0] : undefined;
  return {
    request: { id: request.id, status: request.status, order: request.order },
    document: { title: request.documentTitle, type: document?.type ?? "document", version: request.version, sha256: request.documentSha256 },
    signer: { name: signer.name, email: signer.email, status: statusOf(signer) },
    otpRequired: request.otp,
    otpVerified: signer.otpVerifiedAt !== null,
    canSign: request.status === "sent" && signer.role !== "cc" && signer.status === "pending" && isTurn && !(request.otp && signer.otpLockouts >= OTP_MAX_LOCKOUTS),
    ...(before ? { waitingFor: before.name } : {}),
  };
}

/** The frozen version a signer is asked to sign. */
export async function signerDocument(db: Db, token: string): Promise<{ request: SignatureRequest; document: Document; version: DocumentVersion; owner: User }> {
  const { request } = await openSigner(db, token);
  const [document] = await db.select().from(documents).where(eq(documents.id, request.documentId));
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, request.documentId), eq(documentVersions.version, request.version)));
  const [owner] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!document || !version || !owner) throw notFound("Signing link not found");
  return { request, document, version, owner };
}

const codeHash = (key: string, signerId: string, code: string) => createHmac("sha256", key).update(`${signerId}:${code}`).digest("hex");

const LOCKED_MESSAGE = "This link is locked after too many wrong codes: ask the sender to send it again";

function assertCanAct(request: SignatureRequest, signer: SignatureSigner) {
  if (request.status !== "sent") throw new AppError("conflict", `This signature request is ${request.status}`);
  if (signer.status === "signed") throw new AppError("conflict", "You have already signed this document");
  if (signer.status === "declined") throw new AppError("conflict", "You have declined to sign this document");
  if (signer.role === "cc") throw new AppError("conflict", "You receive a copy of this document: there is nothing to sign");
}

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
      .set({ otpHash: codeHash(deps.codeKey, signer.id, code), otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS), otpFailures: 0, otpSentAt: [...lastHour, now.toISOString()] })
      .where(eq(signatureSigners.id, signer.id));
    const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
    await deps.mail.enqueue(tx, {
      kind: signatureCodeMail,
      data: { code, documentTitle: request.documentTitle },
      to: { name: signer.name, address: signer.email },
      userId: owner!.id,
      entity: { type: SIGNATURE_ENTITY, id: request.id },
    });
    await appendEvent(tx, chainOf(request.id), { kind: "code.sent", actor: signerActor(signer), ip: origin.ip, userAgent: origin.userAgent, at: now });
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
      if (signer.otpFailures >= OTP_MAX_FAILURES) return new AppError("locked", "Too many wrong codes: ask for a new code");
      return new AppError("otp_invalid", "Ask for a code first", undefined, { attemptsLeft: OTP_MAX_FAILURES - signer.otpFailures });
    }
    const now = new Date();
    if (!signer.otpExpiresAt || signer.otpExpiresAt <= now) {
      return new AppError("otp_invalid", "This code has expired: ask for a new one", undefined, { attemptsLeft: OTP_MAX_FAILURES - signer.otpFailures });
    }
    const given = Buffer.from(codeHash(codeKey, signer.id, /^\d{6}$/.test(code.trim()) ? code.trim() : "-"), "hex");
    const expected = Buffer.from(signer.otpHash, "hex");
    const chain = chainOf(request.id);
    if (timingSafeEqual(given, expected)) {
      await tx
        .update(signatureSigners)
        .set({ otpVerifiedAt: now, otpHash: null, otpExpiresAt: null, otpFailures: 0 })
        .where(eq(signatureSigners.id, signer.id));
      await appendEvent(tx, chain, { kind: "code.verified", actor: signerActor(signer), ip: origin.ip, userAgent: origin.userAgent, at: now });
      return undefined;
    }
    const failures = signer.otpFailures + 1;
    const lockedOut = failures >= OTP_MAX_FAILURES;
    const lockouts = signer.otpLockouts + (lockedOut ? 1 : 0);
    await tx
      .update(signatureSigners)
      .set({ otpFailures: failures, otpLockouts: lockouts, ...(lockedOut ? { otpHash: null, otpExpiresAt: null } : {}) })
      .where(eq(signatureSigners.id, signer.id));
    await appendEvent(tx, chain, {
      kind: "code.failed",
      actor: signerActor(signer),
      data: { failures, ...(lockedOut ? { lockout: lockouts } : {}) },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    if (lockedOut) {
      return new AppError("locked", lockouts >= OTP_MAX_LOCKOUTS ? LOCKED_MESSAGE : "Too many wrong codes: ask for a new code");
    }
    return new AppError("otp_invalid", "This code is not right", undefined, { attemptsLeft: OTP_MAX_FAILURES - failures });
  });
  if (outcome) throw outcome;
}

export type SignatureMark = { type: "typed"; name: string } | { type: "drawn"; png: Buffer };
export type SignatureInput = { type: "typed"; name: string } | { type: "drawn"; image: string };

export async function signDocument(
  deps: SignatureDeps,
  { token, signature, base, origin }: { token: string; signature: SignatureInput; base: string; origin: RequestOrigin },
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
      })
      .where(eq(signatureSigners.id, signer.id));
    const chain = chainOf(request.id);
    await appendEvent(tx, chain, {
      kind: "signed",
      actor: signerActor(signer),
      data: {
        signatureType: mark.type,
        consent: "ESIGN/UETA: agreed to sign electronically and to receive records electronically",
        ...(mark.type === "typed" ? { typedName: mark.name } : { imageSha256: createHash("sha256").update(mark.png).digest("hex") }),
        documentSha256: request.documentSha256,
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    const after = signers.map((s) => (s.id === signer.id ? { ...s, status: "signed" as const } : s));
    const next = turnOf(request, after);
    if (next.length === 0) {
      await tx.update(signatureRequests).set({ status: "completed", endedAt: now }).where(eq(signatureRequests.id, request.id));
      await appendEvent(tx, chain, { kind: "completed", actor: { type: "system" }, data: {}, at: now });
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
    await appendEvent(tx, chainOf(request.id), { kind: "declined", actor: signerActor(signer), data: { reason }, ip: origin.ip, userAgent: origin.userAgent, at: now });
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

/** The sealed PDF for a party of a completed request (their link still opens it). */
export async function signerSignedPdf(db: Db, token: string) {
  const found = await findLink(db, "sign", token);
  if (found.status === "not_found" || !found.link.subjectId) throw notFound("Signing link not found");
  if (found.status === "gone") throw new AppError("gone", GONE_MESSAGE.revoked);
  const [row] = await db
    .select({ request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(eq(signatureSigners.id, found.link.subjectId));
  if (!row) throw notFound("Signing link not found");
  if (row.request.status === "voided") throw new AppError("gone", GONE_MESSAGE.voided);
  if (!row.request.sealedPdf) throw notFound("The signed PDF is not ready: every signer must sign first");
  return { pdf: row.request.sealedPdf, title: row.request.documentTitle };
}

// ---- Scans (./jobs.ts) ----

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
      await appendEvent(tx, chainOf(id), { kind: "expired", actor: { type: "system" }, data: {}, at: now });
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

export type { TSignatureRequestBody };

// ---- Sealing (./jobs.ts) and deliveries (./mail.ts) ----

/**
 * What sealing a completed request needs: the request, its frozen version, its owner, its signers
 * and its trail. Undefined when there is nothing to seal (not completed, already sealed, a row gone).
 */
export async function sealInputs(db: Db, requestId: string) {
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!request || request.status !== "completed" || request.sealedPdf) return undefined;
  const [document] = await db.select().from(documents).where(eq(documents.id, request.documentId));
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, request.documentId), eq(documentVersions.version, request.version)));
  const [owner] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!document || !version || !owner) return undefined;
  const signers = await signersOf(db, requestId);
  const events = await listEvents(db, chainOf(requestId));
  return { request, document, version, owner, signers, events };
}

/**
 * Stores a request's sealed PDF and e-mails it to every party, in one transaction with the request
 * locked: a request another run sealed meanwhile is left as it is ("skipped").
 */
export async function storeSealedPdf(
  deps: Pick<SignatureDeps, "db" | "mail">,
  sealedPdf: {
    request: SignatureRequest;
    owner: User;
    signers: SignatureSigner[];
    pdf: Buffer;
    filename: string;
    sha256: string;
    signatureSha256: string | null;
    base: string | undefined;
  },
): Promise<"sealed" | "skipped"> {
  const { request, owner, signers, pdf, filename, base } = sealedPdf;
  const requestId = request.id;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ sealedPdf: signatureRequests.sealedPdf }).from(signatureRequests).where(eq(signatureRequests.id, requestId)).for("update");
    if (!locked || locked.sealedPdf) return "skipped" as const;
    await tx
      .update(signatureRequests)
      .set({ sealedPdf: pdf, sealedSha256: sealedPdf.sha256, sealSignatureSha256: sealedPdf.signatureSha256 })
      .where(eq(signatureRequests.id, requestId));
    const parties = [{ name: owner.firstName ?? "", address: owner.email }, ...signers.map((p) => ({ name: p.name, address: p.email }))];
    // Without mail the request is sealed all the same (the owner's page and each signer's link
    // give the signed PDF); the trail says the copies were not e-mailed.
    if (!deps.mail.configured) {
      await recordNotSent(tx, requestId, parties.map((p) => p.address), "signed copy");
      return "sealed" as const;
    }
    for (const to of parties) {
      await deps.mail.enqueue(tx, {
        kind: signatureCompletedMail,
        data: { documentTitle: request.documentTitle, requestId, ...(base && to.address === owner.email ? { link: `${base}/tools/digital-signature/${requestId}` } : {}) },
        to,
        userId: owner.id,
        entity: { type: SIGNATURE_ENTITY, id: requestId },
        attachments: [{ filename, contentType: "application/pdf", content: pdf }],
      });
    }
    return "sealed" as const;
  });
}

const SEAL_KEY_ID = "default";

/** The database's sealing key, made by `make` on first use (two instances at once: the first insert wins, both use it). */
export async function storedSealKey(db: Db, make: () => { p12: Buffer; password: string }): Promise<{ p12: Buffer; password: string }> {
  const [stored] = await db.select().from(signingKeys).where(eq(signingKeys.id, SEAL_KEY_ID));
  if (stored) return { p12: stored.p12, password: stored.password };
  const made = make();
  await db.insert(signingKeys).values({ id: SEAL_KEY_ID, p12: made.p12, password: made.password }).onConflictDoNothing();
  const [kept] = await db.select().from(signingKeys).where(eq(signingKeys.id, SEAL_KEY_ID));
  return { p12: kept!.p12, password: kept!.password };
}

/**
 * Records in the request's trail that a notice was not e-mailed because this server has no mail
 * (`email.not_sent`); the caller holds the request's row locked.
 */
async function recordNotSent(tx: Tx, requestId: string, to: string[], what: "signing link" | "signed copy", at?: Date) {
  await appendEvent(tx, chainOf(requestId), {
    kind: "email.not_sent",
    actor: { type: "system" },
    data: { to, message: what, reason: MAIL_NOT_CONFIGURED },
    ...(at ? { at } : {}),
  });
}

/** Writes the outcome of a link or code e-mail into the request's trail (its row locked). */
export async function recordSignatureDelivery(event: MailDeliveryEvent, what: string) {
  if (event.entityType !== SIGNATURE_ENTITY || !event.entityId) return;
  const [request] = await event.tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, event.entityId))
    .for("update");
  if (!request) return;
  await appendEvent(event.tx, chainOf(request.id), {
    kind: event.outcome === "sent" ? "email.delivered" : "email.failed",
    actor: { type: "system" },
    data: { to: event.to, message: what, ...(event.error ? { error: event.error.slice(0, 300) } : {}) },
  });
}

// ---- Verification ----

/** What POST /api/verify answers about a PDF: sealed here and unchanged, changed, or not ours. */
export async function verifySealedPdf(db: Db, pdf: Buffer, signature: { contents: Buffer } | undefined, digest: (b: Buffer) => string): Promise<TVerifyAnswer> {
  if (!signature) return { valid: false, reason: "no_signature" };
  const [exact] = await db.select().from(signatureRequests).where(eq(signatureRequests.sealedSha256, digest(pdf))).limit(1);
  if (exact) {
    const signers = await signersOf(db, exact.id);
    return {
      valid: true,
      sealedByThisService: true,
      requestId: exact.id,
      documentTitle: exact.documentTitle,
      completedAt: (exact.endedAt ?? exact.createdAt).toISOString(),
      documentSha256: exact.documentSha256,
      signers: signers.filter((s) => s.status === "signed").map((s) => ({ name: s.name, email: s.email, signedAt: s.signedAt!.toISOString() })),
    };
  }
  const [ours] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(eq(signatureRequests.sealSignatureSha256, digest(signature.contents)))
    .limit(1);
  return { valid: false, reason: ours ? "modified" : "not_signed_here" };
}

/**
 * Removes the audit trails of a user's (or a document's) signature requests; the requests and
 * signers go with the document or the user by their foreign keys. Call it in the deleting
 * transaction, before the rows go (a document with an open request is refused before: see
 * deleteDocument; an account's deletion takes everything).
 */
export async function deleteSignatureTrails(tx: Tx, scope: { userId: string } | { documentId: string }) {
  const owned = "userId" in scope ? eq(signatureRequests.userId, scope.userId) : eq(signatureRequests.documentId, scope.documentId);
  const ids = (await tx.select({ id: signatureRequests.id }).from(signatureRequests).where(owned)).map((r) => chainOf(r.id));
  if (ids.length > 0) await tx.delete(auditEvents).where(inArray(auditEvents.chain, ids));
}
