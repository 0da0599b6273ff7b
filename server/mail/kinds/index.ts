// Every kind of message the app sends, once. A feature that sends mail defines its kinds (one
// template each, with defineMailKind) and adds them here; the outbox refuses a kind not listed,
// and the sending job finds each kind's delivery hook here.
import type { MailKind } from "../define";
import { adminTestMail } from "./admin-test";
import {
  signatureCodeMail,
  signatureCompletedMail,
  signatureEndedMail,
  signatureRequestMail,
} from "../../signatures/mail";
import { billingDocumentMail, quoteAnsweredMail } from "../../invoicing/mail";
import { invoiceReminderMail } from "../../invoicing/reminder-mail";

export { adminTestMail };

export const MAIL_KINDS: readonly MailKind<never>[] = [
  adminTestMail,
  signatureRequestMail,
  signatureCodeMail,
  signatureCompletedMail,
  signatureEndedMail,
  billingDocumentMail,
  quoteAnsweredMail,
  invoiceReminderMail,
] as MailKind<never>[];

const BY_KIND = new Map(MAIL_KINDS.map((k) => [k.kind, k]));
if (BY_KIND.size !== MAIL_KINDS.length) throw new Error("two mail kinds share a name");

export const mailKindOf = (kind: string): MailKind<never> | undefined => BY_KIND.get(kind);
