// The owner sends a document's current version for signature: the version frozen, the Free plan's
// count checked, the signers whose turn it is e-mailed.
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { FREE_SIGNATURE_REQUESTS, signatureLimitMessage, type TSignatureRequestCreated, type ZSignatureRequestBody } from "../../shared/api/signatures";
import { refusals, warnings } from "../../shared/doc-types/signing";
import { signatureRequests, signatureSigners, type User, users } from "../../shared/schema";
import { userActor } from "../audit/chain";
import { AppError, invalidField, notFound } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { lockOwnDocument } from "../services/document-rows";
import { signingRulesOf } from "../../shared/doc-types";
import { fieldRowsBySigner, GENERATED_FIELDS_MESSAGE } from "./fields";
import { notifySigner } from "./notify";
import { DAY_MS, presentRequest, type SignatureDeps, signersOf, turnOf, recordSignatureEvent } from "./requests";

type Body = z.output<typeof ZSignatureRequestBody>;

export async function createSignatureRequest(
  deps: SignatureDeps,
  {
    user,
    documentId,
    body,
    base,
    origin,
    checkedSha256,
  }: {
    user: User;
    documentId: string;
    body: Body;
    base: string;
    origin: RequestOrigin;
    /** The SHA-256 of the uploaded PDF whose pages the fields were checked against (when there are fields). */
    checkedSha256?: string | undefined;
  },
): Promise<TSignatureRequestCreated> {
  const fields = body.fields ?? [];
  return deps.db.transaction(async (tx) => {
    // The user's row first: two requests at once can't both pass the Free plan's count.
    const [owner] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!owner) throw notFound("Document not found");
    const { document, version } = await lockOwnDocument(tx, user.id, documentId);
    // A form the law requires and this signature does not meet, where signing electronically would
    // lose the document or its clause: refused before anything is written.
    if (fields.length > 0) {
      if (!version.pdfKey) throw invalidField("fields", GENERATED_FIELDS_MESSAGE);
      // The version checked is the one sent (an uploaded PDF has only its first, but a check costs nothing).
      if (version.sha256 !== checkedSha256) throw new AppError("conflict", "The document changed while its fields were checked: send it again");
    }
    const rules = signingRulesOf(document.type, version.input);
    const refused = refusals(rules);
    if (refused.length > 0) throw new AppError("conflict", refused.join(" "));
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
    const fieldRows = fieldRowsBySigner(fields, body.signers.length);
    const signers = await tx
      .insert(signatureSigners)
      .values(body.signers.map((s, i) => ({ requestId: request!.id, position: i + 1, name: s.name, email: s.email, role: s.role ?? "signer", fields: fieldRows[i] ?? [] })))
      .returning();
    const actor = userActor(owner);
    await recordSignatureEvent(tx, request!.id, {
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
        ...(fields.length > 0 ? { fields: signers.flatMap((s) => s.fields.map(({ id, page, x, y, width, height, kind, required, label }) => ({ signer: s.id, id, page, x, y, width, height, kind, required, label }))) } : {}),
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    for (const signer of turnOf(request!, signers)) {
      await notifySigner(deps, tx, { request: request!, signer, owner, base, actor, origin, at: now });
    }
    return { ...presentRequest(request!, await signersOf(tx, request!.id)), warnings: warnings(rules) };
  });
}
