// The owner's resend: a new link to each pending signer whose turn it is.
import { eq } from "drizzle-orm";
import { signatureSigners, type User, users } from "../../shared/schema";
import { userActor } from "../audit/chain";
import { AppError } from "../errors";
import { revokeLinks } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { notifySigner } from "./notify";
import { ownRequest, type SignatureDeps, signersOf, turnOf } from "./requests";

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
