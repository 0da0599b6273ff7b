// The signer's link: opened (404 unknown, 410 ended), the signing page, the frozen version, and the
// sealed PDF once every party has signed.
import { and, eq } from "drizzle-orm";
import type { TSigningPage } from "../../shared/api/signatures";
import { fullName } from "../../shared/names";
import {
  businessProfileLogos,
  businessProfiles,
  type Document,
  documents,
  type DocumentVersion,
  documentVersions,
  type SignatureRequest,
  signatureRequests,
  type SignatureSigner,
  signatureSigners,
  type User,
  users,
} from "../../shared/schema";
import type { Db, Tx } from "../db";
import { AppError, notFound } from "../errors";
import { findLink, markOpened } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { disclosureOfRequest } from "./disclosure";
import { signerFieldsOf } from "./fields";
import { OTP_MAX_LOCKOUTS, signerActor, signersOf, statusOf, turnOf, recordSignatureEvent } from "./requests";

export interface OpenedSigner {
  linkId: string;
  request: SignatureRequest;
  signer: SignatureSigner;
}

export const GONE_MESSAGE = {
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
export async function openLocked(tx: Tx, token: string): Promise<OpenedSigner> {
  const first = await openSigner(tx, token);
  await tx.select({ id: signatureRequests.id }).from(signatureRequests).where(eq(signatureRequests.id, first.request.id)).for("update");
  return openSigner(tx, token, new Date(), true);
}

export async function signingPage(db: Db, token: string, origin: RequestOrigin): Promise<TSigningPage> {
  const opened = await db.transaction(async (tx) => {
    const o = await openLocked(tx, token);
    if (await markOpened(tx, o.linkId)) {
      await recordSignatureEvent(tx, o.request.id, { kind: "opened", actor: signerActor(o.signer), ip: origin.ip, userAgent: origin.userAgent });
    }
    return o;
  });
  const { request, signer } = opened;
  const [document] = await db.select({ type: documents.type }).from(documents).where(eq(documents.id, request.documentId));
  const sender = await senderBrand(db, request);
  const disclosure = await disclosureOfRequest(db, request);
  const signers = await signersOf(db, request.id);
  const turn = turnOf(request, signers);
  const isTurn = turn.some((s) => s.id === signer.id);
  const before = request.order === "sequential" && !isTurn && signer.status === "pending" ? turn[0] : undefined;
  return {
    request: { id: request.id, status: request.status, order: request.order },
    disclosure,
    document: { title: request.documentTitle, type: document?.type ?? "document", version: request.version, sha256: request.documentSha256 },
    signer: { name: signer.name, email: signer.email, status: statusOf(signer) },
    sender,
    otpRequired: request.otp,
    otpVerified: signer.otpVerifiedAt !== null,
    canSign: request.status === "sent" && signer.role !== "cc" && signer.status === "pending" && isTurn && !(request.otp && signer.otpLockouts >= OTP_MAX_LOCKOUTS),
    ...(before ? { waitingFor: before.name } : {}),
    fields: signerFieldsOf(signer),
  };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Who asks for the signature, as the invitation named them: the owner's name and the business of
 * the document sent (its display name, the small PNG of its logo, its brand colour). Nothing else
 * of the profile or the account (no address, no e-mail) reaches the signer.
 */
async function senderBrand(db: Db, request: Pick<SignatureRequest, "documentId" | "userId">): Promise<TSigningPage["sender"]> {
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, request.userId));
  const [row] = await db
    .select({ name: businessProfiles.name, tradingName: businessProfiles.tradingName, color: businessProfiles.primaryColor, png: businessProfileLogos.headerPng })
    .from(documents)
    .innerJoin(businessProfiles, eq(businessProfiles.id, documents.businessProfileId))
    .leftJoin(businessProfileLogos, eq(businessProfileLogos.profileId, businessProfiles.id))
    .where(eq(documents.id, request.documentId));
  return {
    name: (owner && fullName(owner)) || null,
    business: row
      ? {
          name: row.tradingName || row.name,
          logo: row.png ? `data:image/png;base64,${row.png.toString("base64")}` : null,
          color: HEX_COLOR.test(row.color) ? row.color : null,
        }
      : null,
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

export const LOCKED_MESSAGE = "This link is locked after too many wrong codes: ask the sender to send it again";

export function assertCanAct(request: SignatureRequest, signer: SignatureSigner) {
  if (request.status !== "sent") throw new AppError("conflict", `This signature request is ${request.status}`);
  if (signer.status === "signed") throw new AppError("conflict", "You have already signed this document");
  if (signer.status === "declined") throw new AppError("conflict", "You have declined to sign this document");
  if (signer.role === "cc") throw new AppError("conflict", "You receive a copy of this document: there is nothing to sign");
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
  if (!row.request.sealedPdfKey) throw notFound("The signed PDF is not ready: every signer must sign first");
  return { key: row.request.sealedPdfKey, title: row.request.documentTitle };
}
