// A link or code e-mail's outcome in the request's trail: the mail kinds' delivery hook (./mail.ts).
import { eq } from "drizzle-orm";
import { signatureRequests } from "../../shared/schema";
import type { MailDeliveryEvent } from "../mail/define";
import { SIGNATURE_ENTITY, recordSignatureEvent } from "./requests";

/** Writes the outcome of a link or code e-mail into the request's trail (its row locked). */
export async function recordSignatureDelivery(event: MailDeliveryEvent, what: string) {
  if (event.entityType !== SIGNATURE_ENTITY || !event.entityId) return;
  const [request] = await event.tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, event.entityId))
    .for("update");
  if (!request) return;
  await recordSignatureEvent(event.tx, request.id, {
    kind: event.outcome === "sent" ? "email.delivered" : "email.failed",
    actor: { type: "system" },
    data: { to: event.to, message: what, ...(event.error ? { error: event.error.slice(0, 300) } : {}) },
  });
}
