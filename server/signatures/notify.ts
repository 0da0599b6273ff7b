// A signer's personal link, e-mailed (written in the caller's transaction) and recorded in the trail.
import { eq } from "drizzle-orm";
import { ownerName } from "../../shared/names";
import { type SignatureRequest, type SignatureSigner, signatureSigners, type User } from "../../shared/schema";
import { type AuditActor } from "../audit/chain";
import type { Tx } from "../db";
import { issueLink, publicLinkPath } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { signatureRequestMail } from "./mail";
import { SIGNATURE_ENTITY, type SignatureDeps, recordSignatureEvent, senderOf } from "./requests";

/** E-mails a signer a new personal link (written in the caller's transaction) and records it. */
export async function notifySigner(
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
      from: await senderOf(tx, request, owner),
      signerName: signer.name,
      role: signer.role === "approver" ? "approver" : "signer",
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
  await recordSignatureEvent(tx, request.id, {
    kind: reminder ? "reminded" : "sent",
    actor,
    data: { signer: { id: signer.id, name: signer.name, email: signer.email } },
    ip: origin?.ip,
    userAgent: origin?.userAgent,
    at,
  });
}
