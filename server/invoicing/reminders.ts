// Payment reminders. The profile sets a schedule (days from the due date, default
// -3, 0, 7, 14; on by default). A daily scan (./jobs.ts) finds, for each invoice sent to its
// client, not paid nor void, with a due date, the latest step of its schedule that is due;
// unless that step (or a later one) was already sent, it sends one job per invoice and step
// (pg-boss singleton key "<invoice>:<step>"), and that job writes the step in invoice_reminders
// (primary key: each step at most once, ever) in the transaction that queues the e-mail. So a
// scan after a downtime sends only the latest step due, never the ones it missed. A reminder goes
// to whom the invoice was last sent to.
// "Remind" (POST /api/documents/:id/remind) sends one now, at most one a day.
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { daysBetween, isoDay, isRemindable } from "../../shared/invoicing/status";
import { DEFAULT_REMINDER_DAYS, REMINDER_DAY_MIN } from "../../shared/invoicing/reminders";
import { businessProfiles, documents, invoiceReminders, invoices, users, type Invoice } from "../../shared/schema";
import type { Tx } from "../db";
import type { BaseContext } from "../doc-types/define";
import { contextFromJson } from "../doc-types/render";
import type { InvoiceContext } from "../doc-types/invoice/template";
import { AppError } from "../errors";
import { ownerName } from "../../shared/names";
import { issueLink, publicLinkPath } from "../public-links/links";
import { documentVersions } from "../../shared/schema";
import { versionFormats } from "./documents";
import { lastSentRecipients, recordBillingEvent } from "./history";
import type { InvoicingServices } from "./deps";
import { assertOpenInvoice, balanceDue, lockOwnInvoice } from "./payments";
import { INVOICE_ENTITY, invoiceReminderMail } from "./reminder-mail";

/** A manual reminder waits this long after the last one, by hand or by the scan. */
export const REMIND_AGAIN_AFTER_MS = 24 * 3_600_000;
/** Invoices overdue longer than this are no longer reminded by the scan. */
const SCAN_HORIZON_DAYS = 400;
const SCAN_BATCH = 500;
const DAY_MS = 86_400_000;

/** The stored statuses the scan looks at (with sentAt set: see isRemindable): not fully paid, never draft, paid or void. */
export const REMINDABLE = ["sent", "viewed", "partially_paid"] as const;

/** The latest step of `days` that is due on `today` for an invoice due on `dueDate`, if any. */
export function latestDueStep(days: readonly number[], dueDate: string, today: string): number | undefined {
  const since = daysBetween(dueDate, today);
  const due = days.filter((d) => d <= since);
  return due.length > 0 ? Math.max(...due) : undefined;
}

/** The reminder job: one per invoice and step. `at` is the scan's "now" (the jobs' clock). */
export const REMINDER_JOB = {
  name: "invoicing.reminder",
  data: z.object({ invoiceId: z.uuid(), step: z.number().int().min(-3_650).max(3_650), at: z.iso.datetime() }),
};

/** Who a reminder goes to: whom the invoice was last sent to (a corrected address included), else its client e-mail. */
async function reminderRecipient(tx: Tx, invoice: Invoice): Promise<string | undefined> {
  const sent = invoice.documentId ? await lastSentRecipients(tx, invoice.documentId) : undefined;
  return sent?.to ?? invoice.clientEmail ?? undefined;
}

/** Queues the reminder e-mail (a fresh /i/ link, the balance due), stamps the invoice, records the event. */
async function queueReminder(
  s: Pick<InvoicingServices, "mail">,
  tx: Tx,
  { invoice, to, at, base, step, actor }: { invoice: Invoice; to: string; at: Date; base: string; step?: number; actor: { type: "user" | "system"; id?: string } },
) {
  const [doc] = await tx
    .select({ id: documents.id, version: documents.currentVersion, context: documentVersions.context, ownerEmail: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(documents)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .innerJoin(users, eq(users.id, documents.userId))
    .where(eq(documents.id, invoice.documentId!));
  if (!doc) return false;
  const context = contextFromJson<InvoiceContext & BaseContext>(doc.context);
  const business = context.business;
  const from = business?.tradingName || business?.legalName || context.issuer?.name || ownerName({ ...doc, email: doc.ownerEmail });
  const { token } = await issueLink(tx, { purpose: "invoice", documentId: doc.id, version: doc.version, subjectId: invoice.id });
  // Amounts and dates as the invoice prints them (the issuing profile's locale).
  const f = versionFormats(doc, invoice.currency);
  const balance = balanceDue(invoice);
  const message = await s.mail.enqueue(tx, {
    kind: invoiceReminderMail,
    data: {
      from,
      clientName: invoice.clientName,
      number: invoice.number,
      balanceDue: f.money(balance),
      total: f.money(invoice.total),
      dueDate: invoice.dueDate ? f.date(invoice.dueDate) : "on receipt",
      daysFromDue: invoice.dueDate ? daysBetween(invoice.dueDate, isoDay(at)) : 0,
      link: `${base}${publicLinkPath("invoice", token)}`,
    },
    to: { name: invoice.clientName, address: to },
    replyTo: doc.ownerEmail,
    userId: invoice.userId,
    ...(business?.brand ? { brand: business.brand } : {}),
    entity: { type: INVOICE_ENTITY, id: invoice.id },
  });
  await tx.update(invoices).set({ lastRemindedAt: at }).where(eq(invoices.id, invoice.id));
  await recordBillingEvent(tx, doc.id, {
    kind: "reminder_sent",
    actor,
    data: { ...(step !== undefined ? { step } : { manual: true }), to, balanceDue: balance, currency: invoice.currency, messageId: message.id },
    at,
  });
  return true;
}

/** POST /api/documents/:id/remind: one reminder now; 409 when there is nothing to remind, 429 within a day of the last. */
export async function remindNow(s: Pick<InvoicingServices, "db" | "mail">, { userId, documentId, base, now = new Date() }: { userId: string; documentId: string; base: string; now?: Date }) {
  await s.db.transaction(async (tx) => {
    const invoice = await lockOwnInvoice(tx, userId, documentId);
    assertOpenInvoice(invoice, "Reminders");
    if (invoice.billingStatus === "paid") throw new AppError("conflict", "This invoice is paid: there is nothing to remind");
    if (!invoice.sentAt) throw new AppError("conflict", "Send this invoice before reminding the client");
    const to = await reminderRecipient(tx, invoice);
    if (!to) throw new AppError("conflict", "This invoice has no client e-mail address to remind");
    if (invoice.lastRemindedAt && now.getTime() - invoice.lastRemindedAt.getTime() < REMIND_AGAIN_AFTER_MS) {
      throw new AppError("rate_limited", "A reminder was sent in the last 24 hours: wait a day before sending another");
    }
    await queueReminder(s, tx, { invoice, to, at: now, base, actor: { type: "user", id: userId } });
  });
}

/**
 * The daily scan: sends one reminder job per invoice whose latest due step was not sent yet; answers
 * them. None without mail (production with no SMTP_URL): no step is written, so the first scan once
 * mail works sends the step due then.
 */
export async function runReminderScan(s: Pick<InvoicingServices, "db" | "jobs" | "mail" | "config" | "logger">, now: Date) {
  if (!s.mail.configured) {
    s.logger.debug("invoice reminders: e-mail is not configured on this server: none sent");
    return { queued: [] };
  }
  const today = isoDay(now);
  const horizon = isoDay(new Date(now.getTime() - SCAN_HORIZON_DAYS * DAY_MS));
  const queued: { invoiceId: string; step: number }[] = [];
  // In batches by id (keyset), so however many invoices are open, each is looked at once a scan.
  let after: string | undefined;
  for (;;) {
    const candidates = await s.db
      .select({
        id: invoices.id,
        dueDate: invoices.dueDate,
        enabled: sql<boolean>`coalesce(${sql.raw("own.reminders_enabled")}, ${sql.raw("def.reminders_enabled")}, true)`,
        days: sql<number[] | string>`coalesce(${sql.raw("own.reminder_days")}, ${sql.raw("def.reminder_days")}, ${JSON.stringify(DEFAULT_REMINDER_DAYS)}::jsonb)`,
        lastStep: sql<number | null>`(select max(r.step) from ${invoiceReminders} r where r.invoice_id = ${invoices.id})`,
      })
      .from(invoices)
      .innerJoin(documents, eq(documents.id, invoices.documentId))
      .leftJoin(sql`${businessProfiles} own`, sql`own.id = ${documents.businessProfileId}`)
      .leftJoin(sql`${businessProfiles} def`, sql`${documents.businessProfileId} is null and def.user_id = ${invoices.userId} and def.is_default`)
      .where(
        and(
          eq(invoices.type, "invoice"),
          inArray(invoices.billingStatus, [...REMINDABLE]),
          isNotNull(invoices.dueDate),
          isNotNull(invoices.sentAt),
          gte(invoices.dueDate, horizon),
          // No schedule starts more than 60 days before the due date.
          lte(invoices.dueDate, isoDay(new Date(now.getTime() - REMINDER_DAY_MIN * DAY_MS))),
          after ? gt(invoices.id, after) : undefined,
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(SCAN_BATCH);
    for (const c of candidates) {
      const days = typeof c.days === "string" ? (JSON.parse(c.days) as number[]) : c.days;
      if (!c.enabled || !Array.isArray(days)) continue;
      const step = latestDueStep(days, c.dueDate!, today);
      if (step === undefined) continue;
      const last = c.lastStep === null ? undefined : Number(c.lastStep);
      if (last !== undefined && last >= step) continue;
      await s.jobs.send(REMINDER_JOB, { invoiceId: c.id, step, at: now.toISOString() }, { singletonKey: `${c.id}:${step}` });
      queued.push({ invoiceId: c.id, step });
    }
    if (candidates.length < SCAN_BATCH) break;
    after = candidates.at(-1)!.id;
  }
  return { queued };
}

/**
 * The reminder job: writes the step once (else does nothing) and queues its e-mail in that
 * transaction. Skipped, the step not written, on an instance without mail (a job queued before
 * SMTP_URL was removed): it is done, not retried, and the step stays due.
 */
export async function sendScheduledReminder(s: Pick<InvoicingServices, "db" | "mail" | "config">, { invoiceId, step, at }: z.output<typeof REMINDER_JOB.data>) {
  const base = s.config.appUrl;
  if (!s.mail.configured) return "skipped";
  return s.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice || !isRemindable(invoice)) return "skipped";
    const to = await reminderRecipient(tx, invoice);
    if (!to) return "skipped";
    const [later] = await tx
      .select({ step: invoiceReminders.step })
      .from(invoiceReminders)
      .where(and(eq(invoiceReminders.invoiceId, invoiceId), gte(invoiceReminders.step, step)))
      .limit(1);
    if (later) return "skipped";
    const when = new Date(at);
    const inserted = await tx.insert(invoiceReminders).values({ invoiceId, step, sentAt: when }).onConflictDoNothing().returning();
    if (inserted.length === 0) return "skipped";
    await queueReminder(s, tx, { invoice, to, at: when, base, step, actor: { type: "system" } });
    return "sent";
  });
}
