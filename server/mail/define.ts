// What a kind of message declares: its name, its data, its template and, optionally, what its
// feature does when a message of that kind is finally sent or has failed. Every kind is listed
// once in ./kinds/index.ts, which the app passes to the outbox and the sending job.
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
   * Links must be absolute and start with `appUrl` (config.appUrl, as a feature's links in the data
   * do): never with a request's Host, which whoever sends the request writes.
   */
  render(data: D, context: { appUrl: string }): MailContent;
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

/** The kinds an app sends, by name: the outbox refuses any other, the sending job calls their hooks. */
export type MailKinds = ReadonlyMap<string, MailKind<never>>;

export function mailKinds(list: readonly MailKind<never>[]): MailKinds {
  const byName = new Map(list.map((k) => [k.kind, k]));
  if (byName.size !== list.length) throw new Error("two mail kinds share a name");
  return byName;
}
