// Where a document stands, as a badge: the stage the server answers with every document
// (shared/documents/stage.ts), in its one wording. The documents list, the dashboard, the viewer's
// header and Payments card, and the client's public pages all show it, so the owner and the client
// read the same word.
import type * as React from "react";
import { STAGE_LABELS, type DocumentStage } from "@shared/documents/stage";
import { cn } from "@/lib/utils";

const DONE = "border-transparent bg-emerald-100 text-emerald-800";
const WAITING = "border-transparent bg-amber-100 text-amber-800";
const REFUSED = "border-transparent bg-red-100 text-red-800";
const ENDED = "border-border text-foreground";

/** 'final' keeps the primary badge and a draft the secondary one (spec section 3); the rest by what they mean. */
const TONES: Record<DocumentStage, string> = {
  draft: "border-transparent bg-secondary text-secondary-foreground",
  final: "border-transparent bg-primary text-primary-foreground",
  awaiting_signature: WAITING,
  sent: WAITING,
  viewed: WAITING,
  partially_paid: WAITING,
  signed: DONE,
  accepted: DONE,
  paid: DONE,
  declined: REFUSED,
  overdue: REFUSED,
  converted: ENDED,
  void: ENDED,
  expired: ENDED,
};

export function StageBadge({ stage, className, ...props }: { stage: DocumentStage } & React.ComponentProps<"span">) {
  return (
    <span
      data-testid="stage-badge"
      data-stage={stage}
      className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", TONES[stage], className)}
      {...props}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}
