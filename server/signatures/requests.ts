// Signature requests: the owner sends a document's current version for signature (frozen: its
// number and SHA-256), each signer gets a personal link (server/public-links) by e-mail
// (server/mail), confirms a code if asked, and signs or declines; every step is an event of the
// request's audit chain (server/audit/chain.ts), written in the transaction of the change it
// records, with the request's row locked. When the last signer signs, the sealing job (./jobs.ts)
// builds and seals the final PDF. One use case a file (create-request, owner-requests, remind,
// void-request, signer-link, code, sign, scans, sealing, delivery, verify, lifecycle); this one
// holds what they share: their dependencies, the limits, the answers' shapes, whose turn it is.
import { and, asc, eq } from "drizzle-orm";
import { senderName } from "../../shared/names";
import type { TAuditEvent, TSignatureEventData, TSignatureRequest, TSignerStatus, TSignerSummary } from "../../shared/api/signatures";
import { MAIL_NOT_CONFIGURED } from "../../shared/mail";
import {
  type AuditEvent,
  businessProfiles,
  documents,
  type SignatureRequest,
  signatureRequests,
  type SignatureSigner,
  signatureSigners,
  type User,
} from "../../shared/schema";
import { appendEvent, type AuditActor, type NewAuditEvent, signatureRequestChain } from "../audit/chain";
import type { Db, Tx } from "../db";
import { notFound } from "../errors";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";

export const SIGNATURE_ENTITY = "signature_request";
export const chainOf = signatureRequestChain;

/**
 * Appends an event to a request's trail, its data held to its kind's shape (the union the owner's
 * page reads it with); call it in the transaction of the change it records.
 */
export const recordSignatureEvent = (tx: Db | Tx, requestId: string, event: NewAuditEvent & TSignatureEventData) =>
  appendEvent(tx, chainOf(requestId), event);

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

export const DAY_MS = 86_400_000;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_FAILURES = 5;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_LOCKOUTS = 3;

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A party's status as answered: a cc's row keeps the column's default ("pending": the column knows
 * only the actors' states), but a cc signs nothing and is never waited for, so it answers "copy".
 */
export const statusOf = (s: Pick<SignatureSigner, "role" | "status">): TSignerStatus => (s.role === "cc" ? "copy" : s.status);

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

export const signerActor = (s: SignatureSigner): AuditActor => ({ type: "signer", id: s.id, name: s.name, email: s.email });

/** Signers who must act (copies only receive the result), in their order. */
export const actors = (signers: SignatureSigner[]) => signers.filter((s) => s.role !== "cc").sort((a, b) => a.position - b.position);

/** Whose turn it is: every pending actor in parallel order, the first pending one in sequential order. */
export function turnOf(request: SignatureRequest, signers: SignatureSigner[]): SignatureSigner[] {
  const pending = actors(signers).filter((s) => s.status === "pending");
  return request.order === "sequential" ? pending.slice(0, 1) : pending;
}

export async function signersOf(db: Db | Tx, requestId: string) {
  return db.select().from(signatureSigners).where(eq(signatureSigners.requestId, requestId)).orderBy(asc(signatureSigners.position));
}

export async function ownRequest(db: Db | Tx, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.userId, userId)));
  const [request] = lock ? await query.for("update") : await query;
  if (!request) throw notFound("Signature request not found");
  return request;
}

/**
 * Records in the request's trail that a notice was not e-mailed because this server has no mail
 * (`email.not_sent`); the caller holds the request's row locked.
 */
export async function recordNotSent(tx: Tx, requestId: string, to: string[], what: "signing link" | "signed copy" | "cancellation", at?: Date) {
  await recordSignatureEvent(tx, requestId, {
    kind: "email.not_sent",
    actor: { type: "system" },
    data: { to, message: what, reason: MAIL_NOT_CONFIGURED },
    ...(at ? { at } : {}),
  });
}

/** The owner as a request's e-mails name them: with the business of the document sent ("Ana Ruiz (Acme Labs)"). */
export async function senderOf(db: Db | Tx, request: Pick<SignatureRequest, "documentId">, owner: User): Promise<string> {
  const [row] = await db
    .select({ name: businessProfiles.name, tradingName: businessProfiles.tradingName })
    .from(documents)
    .innerJoin(businessProfiles, eq(businessProfiles.id, documents.businessProfileId))
    .where(eq(documents.id, request.documentId));
  return senderName(owner, row?.tradingName || row?.name);
}
