// The owner's reads: their requests, one with its trail, its sealed PDF.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { TSignatureRequest, TSignatureRequestDetail } from "../../shared/api/signatures";
import { type AuditEvent, type SignatureRequest, signatureRequests, signatureSigners } from "../../shared/schema";
import { readChain } from "../audit/chain";
import type { Db } from "../db";
import { notFound } from "../errors";
import { chainOf, ownRequest, presentEvent, presentRequest, signersOf } from "./requests";

export async function listSignatureRequests(db: Db, userId: string, documentId?: string): Promise<TSignatureRequest[]> {
  const requests = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.userId, userId), documentId ? eq(signatureRequests.documentId, documentId) : undefined))
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

export async function getSignatureRequest(db: Db, userId: string, id: string): Promise<TSignatureRequestDetail> {
  const request = await ownRequest(db, userId, id);
  const [signers, trail] = [await signersOf(db, id), await readChain(db, chainOf(id))];
  const { events } = trail;
  return {
    ...presentRequest(request, signers),
    message: request.message,
    otp: request.otp,
    voidReason: request.voidReason,
    signedPdf: request.sealedPdfKey !== null,
    sealFailed: sealFailureOf(request, events),
    events: events.map(presentEvent),
    chainValid: trail.valid,
  };
}

/** The sealed PDF of one of the owner's requests; 404 until it is sealed. */
export async function ownerSignedPdf(db: Db, userId: string, id: string) {
  const request = await ownRequest(db, userId, id);
  if (!request.sealedPdfKey) throw notFound("The signed PDF is not ready: every signer must sign first");
  return { key: request.sealedPdfKey, title: request.documentTitle };
}

/** The last failure to seal a request, while it is not sealed: what its owner's page shows. */
export function sealFailureOf(request: SignatureRequest, events: AuditEvent[]): { at: string; error: string } | null {
  if (request.sealedPdfKey || request.status !== "completed") return null;
  const failed = [...events].reverse().find((e) => e.kind === "seal.failed");
  return failed ? { at: failed.at, error: String((failed.data as { error?: unknown } | null)?.error ?? "") } : null;
}
