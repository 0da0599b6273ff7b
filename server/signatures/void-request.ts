// The owner voids an open request: every link ends, the trail says why.
import { eq } from "drizzle-orm";
import type { TSignatureRequest } from "../../shared/api/signatures";
import { signatureRequests, type User } from "../../shared/schema";
import { userActor } from "../audit/chain";
import { AppError } from "../errors";
import { revokeLinks } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { ownRequest, presentRequest, type SignatureDeps, signersOf, recordSignatureEvent } from "./requests";

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
    await recordSignatureEvent(tx, id, { kind: "voided", actor: userActor(user), data: { reason }, ip: origin.ip, userAgent: origin.userAgent, at: now });
    return presentRequest(voided!, signers);
  });
}
