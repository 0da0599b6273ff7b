// POST /api/verify: what a PDF's digests say about it.
import { eq } from "drizzle-orm";
import type { TVerifyAnswer } from "../../shared/api/signatures";
import { signatureRequests } from "../../shared/schema";
import type { Db } from "../db";
import { signersOf } from "./requests";

/** What POST /api/verify answers about a PDF: sealed here and unchanged, changed, or not ours. */
export async function verifySealedPdf(db: Db, digests: { sha256: string; signatureSha256: string | null }): Promise<TVerifyAnswer> {
  if (!digests.signatureSha256) return { valid: false, reason: "no_signature" };
  const [exact] = await db.select().from(signatureRequests).where(eq(signatureRequests.sealedSha256, digests.sha256)).limit(1);
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
    .where(eq(signatureRequests.sealSignatureSha256, digests.signatureSha256))
    .limit(1);
  return { valid: false, reason: ours ? "modified" : "not_signed_here" };
}
