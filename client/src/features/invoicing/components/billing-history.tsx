// A document's history (issue 27): its versions and its billing events (sent, viewed, payments,
// receipts, reminders, void...) in one timeline, newest first, from GET /api/documents/:id/history.
import type { TBillingEvent } from "@shared/invoicing/payments";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/invoicing/payments";
import { formatMoney } from "@shared/money";
import { useDocumentHistory } from "../api/invoicing";
import { formatDate } from "@shared/format";
import { undeliveredText } from "@shared/mail";

const money = (data: Record<string, unknown>) =>
  typeof data.amount === "number" ? formatMoney(data.amount, typeof data.currency === "string" ? data.currency : "USD") : "";
const method = (data: Record<string, unknown>) =>
  typeof data.method === "string" && data.method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[data.method as PaymentMethod].toLowerCase() : "";

/** What an event says, in words. */
export function describeEvent(event: Pick<TBillingEvent, "kind" | "data">): string {
  const d = event.data;
  switch (event.kind) {
    case "sent":
      return `${typeof d.to === "string" ? `Sent to ${d.to}` : "Sent"}${d.linksEnded ? "; the links sent before no longer open it" : ""}`;
    case "viewed":
      return "Viewed by the client";
    case "accepted":
      return typeof d.name === "string" ? `Accepted by ${d.name}` : "Accepted";
    case "declined":
      return "Declined by the client";
    case "converted":
      return "Converted to an invoice";
    case "payment_recorded":
      return `Payment of ${money(d)} recorded${method(d) ? ` (${method(d)})` : ""}`;
    case "payment_deleted":
      return `Payment of ${money(d)} deleted`;
    case "receipt_created":
      return typeof d.number === "string" && d.number ? `Receipt ${d.number} created` : "Receipt created";
    case "reminder_sent":
      return `${d.manual ? "Reminder sent" : "Automatic reminder sent"}${typeof d.to === "string" ? ` to ${d.to}` : ""}`;
    case "voided":
      return typeof d.reason === "string" ? `Voided: ${d.reason}` : "Voided";
    case "email_failed":
      return undeliveredText(d.to, d.message === "reminder" ? "the reminder" : "the e-mail", d.error);
    default:
      return event.kind;
  }
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
