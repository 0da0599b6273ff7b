// What both sides know about e-mail: the address rules, the delivery states a feature shows, the
// one message the app gives when this server cannot send mail, how a failed delivery is told to
// the user, and the admin's test message.
import { z } from "zod";
import { email } from "../validation";

export * from "./address";

/** The most people one message goes to, to and cc together (a send's `cc` is bounded by it). */
export const MAIL_RECIPIENTS_MAX = 5;

/** Said by every mail-sending endpoint (503) when the server has no SMTP_URL in production. */
export const MAIL_NOT_CONFIGURED = "E-mail is not configured on this server";

/**
 * A message's life in the outbox: queued (written with the change that caused it), sending (a
 * worker has it), retrying (an attempt failed; another follows with backoff), then sent or failed.
 */
export const MAIL_STATUSES = ["queued", "sending", "retrying", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a feature shows its user about a message that could not be delivered (its history, a
 * request's audit trail), from the addresses and the error its event recorded: "Couldn't deliver
 * the invoice to ana@client.test — check the address"; one still queued when this server's mail
 * was turned off failed for that, not for its address, and says so (notSentText).
 */
export function undeliveredText(to: unknown, what = "the e-mail", error?: unknown): string {
  if (error === MAIL_NOT_CONFIGURED) return notSentText(to, what);
  return `Couldn't deliver ${what}${toWhom(to)} — check the address`;
}

/**
 * What a feature shows its user about a notice this server could not send because it has no mail
 * (production without SMTP_URL): "Couldn't e-mail the signing link to ana@client.test: e-mail is
 * not configured on this server".
 */
export function notSentText(to: unknown, what = "the e-mail"): string {
  return `Couldn't e-mail ${what}${toWhom(to)}: ${MAIL_NOT_CONFIGURED.charAt(0).toLowerCase()}${MAIL_NOT_CONFIGURED.slice(1)}`;
}

/** " to a@x, b@y" for the addresses an event recorded (one or a list; anything else left out). */
function toWhom(to: unknown): string {
  const list = (Array.isArray(to) ? to : [to]).filter((a): a is string => typeof a === "string" && a !== "");
  return list.length ? ` to ${list.join(", ")}` : "";
}

/** How a feature reports one message's delivery in its own answers. */
export interface TMailDelivery {
  id: string;
  to: string[];
  status: MailStatus;
  attempts: number;
  /** The last SMTP error while retrying, or why it failed; null once sent. */
  error: string | null;
  sentAt: string | null;
  failedAt: string | null;
}

/** POST /api/admin/mail/test: to the admin unless `to` is given. */
export const ZMailTestRequest = z.strictObject(
  { to: email("to must be a valid e-mail address").optional() },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Only `to` can be given" : "Expected an object",
  },
);
export type TMailTestRequest = z.infer<typeof ZMailTestRequest>;

/** Its answer (202): the message is stored and its job queued. */
export interface TMailQueued {
  id: string;
  to: string;
  status: "queued";
}
