// A document's history: its versions and its billing events (sent, viewed, payments,
// receipts, reminders, void...) in one timeline, newest first, from GET /api/documents/:id/history.
import { ZBillingEventData, type TBillingEventData } from "@shared/invoicing/events";
import { PAYMENT_METHOD_LABELS } from "@shared/invoicing/payments";
import { formatMoney } from "@shared/money";
import { useDocumentHistory } from "../api/invoicing";
import { formatDate } from "@shared/format";
import { undeliveredText } from "@shared/mail";

/** What an event of a known kind says, in words. */
function describeKnown(event: TBillingEventData): string {
  switch (event.kind) {
    case "sent":
      return `Sent to ${event.data.to}${event.data.linksEnded ? "; the links sent before no longer open it" : ""}`;
    case "viewed":
      return "Viewed by the client";
    case "accepted":
      return `Accepted by ${event.data.name}`;
    case "declined":
      return "Declined by the client";
    case "converted":
      return "Converted to an invoice";
    case "payment_recorded":
      return `Payment of ${formatMoney(event.data.amount, event.data.currency)} recorded (${PAYMENT_METHOD_LABELS[event.data.method].toLowerCase()})`;
    case "payment_deleted": {
      const { receiptVoided } = event.data;
      return `Payment of ${formatMoney(event.data.amount, event.data.currency)} deleted${receiptVoided ? `; receipt ${receiptVoided} voided` : ""}`;
    }
    case "receipt_created":
      return event.data.number ? `Receipt ${event.data.number} created` : "Receipt created";
    case "reminder_sent":
      return `${event.data.manual ? "Reminder sent" : "Automatic reminder sent"} to ${event.data.to}`;
    case "voided":
      return `Voided: ${event.data.reason}`;
    case "email_failed":
      return undeliveredText(event.data.to, event.data.message === "reminder" ? "the reminder" : "the e-mail", event.data.error);
  }
}

/**
 * What an event says, in words: read with the events' union (shared/invoicing/events.ts); one
 * that isn't any of its kinds (written by a later version) says its kind.
 */
export function describeEvent(event: { kind: string; data: unknown }): string {
  const known = ZBillingEventData.safeParse(event);
  return known.success ? describeKnown(known.data) : event.kind;
}

export function BillingHistory({ documentId }: { documentId: string }) {
  const history = useDocumentHistory(documentId);
  if (!history.data) return null;
  const entries = [
    ...history.data.versions.map((v) => ({ key: `v${v.version}`, at: v.createdAt, text: v.version === 1 ? "Created (version 1)" : `Version ${v.version} saved` })),
    ...history.data.events.map((e, i) => ({ key: `e${i}`, at: e.at, text: describeEvent(e) })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <section aria-labelledby="history-title" className="mt-6 rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="history-title" className="text-base font-semibold text-slate-900">
        History
      </h2>
      {!history.data.chainValid && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          This history fails its integrity check: an event was changed or removed outside the app.
        </p>
      )}
      <ol aria-label="History" className="mt-3 space-y-2 text-sm">
        {entries.map((e) => (
          <li key={e.key} className="flex flex-wrap justify-between gap-x-4">
            <span>{e.text}</span>
            <time dateTime={e.at} className="text-muted-foreground">
              {formatDate(e.at, "dateTime")}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
