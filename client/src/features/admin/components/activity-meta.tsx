// How an activity entry looks: an icon per type (spec: user, payment, document, system) and a
// sentence for the actions the product records.
import { CreditCard, FileText, Settings2, UserRound, type LucideIcon } from "lucide-react";
import type { ActivityType, TAdminActivityEntry } from "@shared/api/admin";
import { cn } from "@/lib/utils";
import { formatMoney } from "./format";
import { providerLabel } from "./provider-catalogue";

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  user: "User",
  payment: "Payment",
  document: "Document",
  system: "System",
};

const ICONS: Record<ActivityType, { icon: LucideIcon; tint: string }> = {
  user: { icon: UserRound, tint: "bg-blue-50 text-blue-600" },
  payment: { icon: CreditCard, tint: "bg-emerald-50 text-emerald-600" },
  document: { icon: FileText, tint: "bg-violet-50 text-violet-600" },
  system: { icon: Settings2, tint: "bg-slate-100 text-slate-600" },
};

export function ActivityIcon({ type, className }: { type: ActivityType; className?: string }) {
  const { icon: Icon, tint } = ICONS[type] ?? ICONS.system;
  return (
    <span
      data-activity-type={type}
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full",
        tint,
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{ACTIVITY_TYPE_LABELS[type] ?? "System"}</span>
    </span>
  );
}

const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** "$29.00" for a payment entry's amount, "" when it has none. */
const money = (amount: unknown, currency: unknown) =>
  typeof amount === "number" ? formatMoney(amount, text(currency) ?? "USD") : "";

/** A sentence for the entry, without its actor ("Blocked ada@example.com"). */
export function describeActivity({
  action,
  metadata,
}: Pick<TAdminActivityEntry, "action" | "metadata">): string {
  const target = text(metadata?.targetEmail) ?? "a user";
  const provider = text(metadata?.provider)
    ? providerLabel(text(metadata?.provider)!)
    : "an analytics provider";
  const format = text(metadata?.format);
  switch (action) {
    case "user.signup":
      return "Signed up";
    case "user.login":
      return "Signed in";
    case "user.logout":
      return "Signed out";
    case "document.generated":
      return "Generated a document";
    case "document.uploaded":
      return "Uploaded a PDF";
    case "document.exported":
      return format ? `Exported a document as ${format.toUpperCase()}` : "Exported a document";
    case "document.shared":
      return "Shared a document";
    case "document.share_revoked":
      return "Stopped sharing a document";
    case "document.renamed":
      return "Renamed a document";
    case "document.finalized":
      return "Finalized a document";
    case "document.revised": {
      const version = typeof metadata?.version === "number" ? ` (version ${metadata.version})` : "";
      if (metadata?.reason === "restore") {
        const from = typeof metadata?.from === "number" ? ` ${metadata.from}` : "";
        return `Restored version${from} of a document${version}`;
      }
      if (metadata?.reason === "template") return `Updated a document to its latest template${version}`;
      return `Edited a document${version}`;
    }
    case "document.deleted":
      return "Deleted a document";
    case "invoice.created":
      return "Created an invoice";
    case "user.updated":
      return "Updated their account";
    case "user.deleted":
      return "Deleted their account";
    case "account.exported":
      return "Exported account data";
    case "business_profile.created":
      return "Added a business profile";
    case "business_profile.updated":
      return "Updated a business profile";
    case "business_profile.deleted":
      return "Deleted a business profile";
    case "signature.email_delivered":
      return "Signature request e-mail delivered";
    case "signature.email_failed":
      return "Signature request e-mail could not be delivered";
    case "admin.user_blocked":
      return `Blocked ${target}`;
    case "admin.user_unblocked":
      return `Unblocked ${target}`;
    case "admin.user_upgraded":
      return `Upgraded ${target} to Lifetime Access`;
    case "admin.user_downgraded":
      return `Downgraded ${target} to Free`;
    case "admin.admin_granted":
      return `Granted admin access to ${target}`;
    case "admin.admin_removed":
      return `Removed admin access from ${target}`;
    case "payment.succeeded": {
      const paid = money(metadata?.amount, metadata?.currency);
      return paid ? `Bought Lifetime Access for ${paid}` : "Bought Lifetime Access";
    }
    case "payment.amount_mismatch":
      return `Paid ${money(metadata?.amount, metadata?.currency) || "an amount"} instead of the Lifetime price: not upgraded`;
    case "payment.refunded":
      return `Payment refunded${metadata?.downgraded === true ? ": back on the Free plan" : ""}`;
    case "payment.partially_refunded":
      return `Payment partly refunded (${money(metadata?.amountRefunded, metadata?.currency) || "some"} so far)`;
    case "analytics.provider_added":
      return `Added ${provider}`;
    case "analytics.provider_activated":
      return `Turned on ${provider}`;
    case "analytics.provider_deactivated":
      return `Turned off ${provider}`;
    case "analytics.provider_removed":
      return `Removed ${provider}`;
    case "mail.failed": {
      const to = Array.isArray(metadata?.to) ? metadata.to.filter((a) => typeof a === "string").join(", ") : "";
      const error = text(metadata?.error);
      return `Sent an e-mail that couldn't be delivered${to ? ` to ${to}` : ""}${error ? ` (${error})` : ""}`;
    }
    case "job.failed": {
      const error = text(metadata?.error);
      const attempts = typeof metadata?.attempts === "number" ? ` after ${metadata.attempts} tries` : "";
      const queue = text(metadata?.queue);
      return `Background job ${queue ? `${queue} ` : ""}failed${attempts}${error ? `: ${error}` : ""}`;
    }
    default:
      return readableAction(action);
  }
}

/**
 * An action this page has no sentence for yet (a later feature's), in words rather than its code:
 * "quote.accepted" → "Quote accepted".
 */
export function readableAction(action: string): string {
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Activity";
}
