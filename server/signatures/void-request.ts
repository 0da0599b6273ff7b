// The owner voids an open request: every link ends, the trail says why.
import { eq } from "drizzle-orm";
import type { TSignatureRequest } from "../../shared/api/signatures";
import { ownerName } from "../../shared/names";
import { signatureRequests, type User } from "../../shared/schema";
import { userActor } from "../audit/chain";
import { AppError } from "../errors";
import { revokeLinks } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { signatureEndedMail } from "./mail";
import { ownRequest, presentRequest, recordNotSent, SIGNATURE_ENTITY, type SignatureDeps, senderOf, signersOf, recordSignatureEvent } from "./requests";

export async function voidSignatureRequest(
  deps: Pick<SignatureDeps, "db" | "mail">,
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
    await recordSignatureEvent(tx, id, { kind: "voided", actor: userActor(user), data: { reason }, ip: origin.ip, userAgent: origin.userAgent, at: now });
    // Everyone the request reached and who has not declined is told their link no longer works.
    const reached = signers.filter((s) => s.role !== "cc" && s.notifiedAt && s.status !== "declined");
    if (reached.length > 0) {
      if (!deps.mail.configured) {
        await recordNotSent(tx, id, reached.map((s) => s.email), "cancellation", now);
      } else {
        const from = await senderOf(tx, request, user);
        for (const s of reached) {
          await deps.mail.enqueue(tx, {
            kind: signatureEndedMail,
            data: { documentTitle: request.documentTitle, outcome: "voided", signerName: s.name, from, reason },
            to: { name: s.name, address: s.email },
            replyTo: { name: ownerName(user), address: user.email },
            userId: user.id,
            entity: { type: SIGNATURE_ENTITY, id },
          });
        }
      }
    }
    return presentRequest(voided!, signers);
  });
}
