// How an activity entry looks: an icon per type (spec: user, payment, document, system) and a
// sentence for the actions the product records.
import { CreditCard, FileText, Settings2, UserRound, type LucideIcon } from "lucide-react";
import type { z } from "zod";
import { ZActivity, type TActivityAction } from "@shared/api/activity";
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

/** Each action's sentence without its details: for an entry whose metadata isn't its action's (an older entry's). */
const PLAIN: Record<TActivityAction, string> = {
  "user.signup": "Signed up",
  "user.login": "Signed in",
  "user.logout": "Signed out",
  "user.updated": "Updated their account",
  "user.deleted": "Deleted their account",
  "account.exported": "Exported account data",
  "document.generated": "Generated a document",
  "document.uploaded": "Uploaded a PDF",
  "document.exported": "Exported a document",
  "document.shared": "Shared a document",
  "document.share_revoked": "Stopped sharing a document",
  "document.renamed": "Renamed a document",
  "document.finalized": "Finalized a document",
  "document.revised": "Edited a document",
  "document.deleted": "Deleted a document",
  "publication.published": "Published a policy",
  "publication.unpublished": "Unpublished a policy",
  "invoice.created": "Created an invoice",
  "business_profile.created": "Added a business profile",
  "business_profile.updated": "Updated a business profile",
  "business_profile.deleted": "Deleted a business profile",
  "client.created": "Added a client",
  "client.updated": "Updated a client",
  "client.deleted": "Deleted a client",
  "signature.email_delivered": "Signature request e-mail delivered",
  "signature.email_failed": "Signature request e-mail could not be delivered",
  "admin.user_blocked": "Blocked a user",
  "admin.user_unblocked": "Unblocked a user",
  "admin.user_upgraded": "Upgraded a user to Lifetime Access",
  "admin.user_downgraded": "Downgraded a user to Free",
  "admin.admin_granted": "Granted admin access to a user",
  "admin.admin_removed": "Removed admin access from a user",
  "payment.succeeded": "Bought Lifetime Access",
  "payment.amount_mismatch": "Paid an amount instead of the Lifetime price: not upgraded",
  "payment.refunded": "Payment refunded",
  "payment.partially_refunded": "Payment partly refunded (some so far)",
  "analytics.provider_added": "Added an analytics provider",
  "analytics.provider_activated": "Turned on an analytics provider",
  "analytics.provider_deactivated": "Turned off an analytics provider",
  "analytics.provider_removed": "Removed an analytics provider",
  "mail.failed": "Sent an e-mail that couldn't be delivered",
  "job.failed": "Background job failed",
};

/** The sentence of an entry read with the log's union: its details in words. */
function sentence(entry: z.output<typeof ZActivity>): string {
  switch (entry.action) {
    case "document.exported":
      return `Exported a document as ${entry.metadata.format.toUpperCase()}`;
    case "document.revised": {
      const { version, reason, from } = entry.metadata;
      if (reason === "restore") return `Restored version${from === undefined ? "" : ` ${from}`} of a document (version ${version})`;
      if (reason === "template") return `Updated a document to its latest template (version ${version})`;
      return `Edited a document (version ${version})`;
    }
    case "admin.user_blocked":
      return `Blocked ${entry.metadata.targetEmail}`;
    case "admin.user_unblocked":
      return `Unblocked ${entry.metadata.targetEmail}`;
    case "admin.user_upgraded":
      return `Upgraded ${entry.metadata.targetEmail} to Lifetime Access`;
    case "admin.user_downgraded":
      return `Downgraded ${entry.metadata.targetEmail} to Free`;
    case "admin.admin_granted":
      return `Granted admin access to ${entry.metadata.targetEmail}`;
    case "admin.admin_removed":
      return `Removed admin access from ${entry.metadata.targetEmail}`;
    case "payment.succeeded":
      return `Bought Lifetime Access for ${formatMoney(entry.metadata.amount, entry.metadata.currency)}`;
    case "payment.amount_mismatch":
      return `Paid ${formatMoney(entry.metadata.amount, entry.metadata.currency)} instead of the Lifetime price: not upgraded`;
    case "payment.refunded":
      return `Payment refunded${entry.metadata.downgraded ? ": back on the Free plan" : ""}`;
    case "payment.partially_refunded":
      return `Payment partly refunded (${formatMoney(entry.metadata.amountRefunded, entry.metadata.currency)} so far)`;
    case "analytics.provider_added":
      return `Added ${providerLabel(entry.metadata.provider)}`;
    case "analytics.provider_activated":
      return `Turned on ${providerLabel(entry.metadata.provider)}`;
    case "analytics.provider_deactivated":
      return `Turned off ${providerLabel(entry.metadata.provider)}`;
    case "analytics.provider_removed":
      return `Removed ${providerLabel(entry.metadata.provider)}`;
    case "mail.failed": {
      const { to, error } = entry.metadata;
      return `Sent an e-mail that couldn't be delivered${to.length ? ` to ${to.join(", ")}` : ""}${error ? ` (${error})` : ""}`;
    }
    case "job.failed": {
      const { queue, attempts, error } = entry.metadata;
      return `Background job ${queue ? `${queue} ` : ""}failed after ${attempts} tries${error ? `: ${error}` : ""}`;
    }
    default:
      return PLAIN[entry.action];
  }
}

/**
 * A sentence for the entry, without its actor ("Blocked ada@example.com"): read with the log's
 * union (shared/api/activity.ts); an entry whose metadata isn't its action's says the action
 * plainly, and an action this version doesn't know is put in words.
 */
export function describeActivity({ action, metadata }: Pick<TAdminActivityEntry, "action" | "metadata">): string {
  const entry = ZActivity.safeParse({ action, metadata });
  if (entry.success) return sentence(entry.data);
  return Object.hasOwn(PLAIN, action) ? PLAIN[action as TActivityAction] : readableAction(action);
}

/**
 * An action this page has no sentence for yet (a later feature's), in words rather than its code:
 * "quote.accepted" → "Quote accepted".
 */
export function readableAction(action: string): string {
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Activity";
}
