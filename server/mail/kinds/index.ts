// Every kind of message the app sends, once. A feature that sends mail defines its kinds (one
// template each, with defineMailKind) and adds them here. createApp passes them to the outbox,
// which refuses a kind not listed, and to the sending job, which finds each kind's delivery hook
// here: the outbox itself imports no feature.
import { mailKinds, type MailKind, type MailKinds } from "../define";
import { adminTestMail } from "./admin-test";
import {
  signatureCodeMail,
  signatureCompletedMail,
  signatureEndedMail,
  signatureRequestMail,
} from "../../signatures/mail";
import { billingDocumentMail, quoteAnsweredMail } from "../../invoicing/mail";
import { invoiceReminderMail } from "../../invoicing/reminder-mail";
import { templateUpdateMail } from "../../publications/mail";
import { scanChangedMail } from "../../scans/mail";

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
  templateUpdateMail,
  scanChangedMail,
] as MailKind<never>[];

export const APP_MAIL_KINDS: MailKinds = mailKinds(MAIL_KINDS);
