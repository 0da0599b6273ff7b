// The payment reminder an invoice's client receives: from the daily scan at each step
// of the profile's schedule, or sent by hand ("Remind"). It carries a fresh link to the invoice's
// public page (/i/:token) and the balance still due.
import { z } from "zod";
import { MAIL_NAME_MAX } from "../../shared/mail";
import { defineMailKind } from "../mail/define";
import { recordBillingDeliveryFailure } from "./history";

export const INVOICE_ENTITY = "invoice";

const text = (max: number) => z.string().max(max);

export const invoiceReminderMail = defineMailKind({
  kind: "invoice.reminder",
  data: z.object({
    from: text(MAIL_NAME_MAX),
    clientName: text(MAIL_NAME_MAX),
    number: text(32),
    /** The balance due and the total, in the invoice's currency and its issuer's locale (versionFormats). */
    balanceDue: text(40),
    total: text(40),
    /** The due date, as the invoice prints it ("March 10, 2026", "10 March 2026", "10. März 2026"). */
    dueDate: text(60),
    /** Days from the due date to the day it is sent: negative before, 0 on the day, positive after. */
    daysFromDue: z.number().int().min(-3_650).max(3_650),
    link: text(2_000),
  }),
  render: ({ from, clientName, number, balanceDue, total, dueDate, daysFromDue, link }) => {
    const when =
      daysFromDue < 0
        ? `is due on ${dueDate}`
        : daysFromDue === 0
          ? "is due today"
          : `was due on ${dueDate} (${daysFromDue} day${daysFromDue === 1 ? "" : "s"} ago)`;
    return {
      subject: daysFromDue > 0 ? `Overdue: invoice ${number} from ${from}` : `Reminder: invoice ${number} from ${from} ${daysFromDue === 0 ? "is due today" : `is due on ${dueDate}`}`,
      preheader: `${balanceDue} is still due on invoice ${number}.`,
      heading: daysFromDue > 0 ? "An invoice is overdue" : "A friendly payment reminder",
      blocks: [
        { type: "paragraph", text: [`Hello ${clientName},`] },
        { type: "paragraph", text: ["Invoice ", { strong: number }, " from ", { strong: from }, ` ${when}. `, { strong: balanceDue }, " is still due."] },
        { type: "button", label: "View the invoice", href: link },
        { type: "facts", rows: [["Invoice", number], ["Total", total], ["Balance due", balanceDue], ["Due date", dueDate]] },
        { type: "note", text: "If you have already paid, thank you, and please ignore this reminder. Reply to this e-mail with any question about the invoice." },
      ],
    };
  },
  onDelivery: (event) => recordBillingDeliveryFailure(event, "reminder"),
});
