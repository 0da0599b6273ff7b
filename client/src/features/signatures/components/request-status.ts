// A signature request's status in words, the same on its page, in the list and on the document's panel.
import type { TSignatureRequest } from "@shared/api/signatures";

export const REQUEST_STATUS_LABEL: Record<TSignatureRequest["status"], string> = {
  sent: "Awaiting signature",
  completed: "Signed",
  declined: "Declined",
  voided: "Voided",
  expired: "Expired",
};
