// What a kind of message declares: its name, its data, its template and, optionally, what its
// feature does when a message of that kind is finally sent or has failed. Every kind is listed
// once in ./kinds.ts.
import type { z } from "zod";
import type { Tx } from "../db";
import type { MailContent } from "./render";

export interface MailDeliveryEvent {
  /** The outbox row's id (what enqueue answered). */
  id: string;
  outcome: "sent" | "failed";
  /** Why it failed (the SMTP server's answer or the connection error); undefined when sent. */
  error?: string;
  to: string[];
  entityType: string | null;
  entityId: string | null;
  userId: string | null;
  /** The transaction that records the outcome: write the feature's own rows with it. */
  tx: Tx;
}

export interface MailKind<D> {
  /** "<area>.<what>": "admin.test", "signature.request", "invoice.sent"... */
  kind: string;
  /** The data the template takes, checked at enqueue (bounded: it is rendered into the message). */
  data: z.ZodType<D>;
  /**
   * The message. Every string it returns is escaped by the renderer: pass user text as it is.
   * Links must be absolute: `appUrl` is APP_URL; a route without it passes links built from the
   * request (services/present-document.ts baseUrl) in the data. Mail sent by a scheduled job needs APP_URL.
   */
  render(data: D, context: { appUrl: string | undefined }): MailContent;
  /**
   * Called once per message, inside the transaction that marks it sent or failed for good (a
   * signature request's audit trail records "e-mail delivered" or "e-mail failed" here). If it
   * throws, its writes are rolled back, the outcome is recorded without them and the error is
   * logged: a message the SMTP server accepted is never sent again because a hook failed.
   */
  onDelivery?(event: MailDeliveryEvent): Promise<void>;
}

export const MAIL_KIND_NAME = /^[a-z][a-z0-9_-]*\.[a-z0-9_.-]+$/;

export function defineMailKind<D>(kind: MailKind<D>): MailKind<D> {
  if (!MAIL_KIND_NAME.test(kind.kind) || kind.kind.length > 64)
    throw new Error(`mail kind "${kind.kind}" must look like area.what`);
  return kind;
}
