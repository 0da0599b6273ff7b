// What the Client pays: the fee (fixed, hourly or by milestone) in words, invoicing, payment terms,
// disputed invoices, late payment and suspension, and whether expenses are reimbursed.
import { type TContractorAgreementRequest, formatMoney } from "../../../shared/doc-types";
import { type Block, type Section, p, section } from "../../documents/model";
import type { GoverningLaw } from "../common";
import { latePaymentText } from "./clauses";
import { CONTRACTOR_HEADINGS as H, daysWords } from "./wording";

/** The fee in words for the meta line and the fees clause: "$12,000.00 (fixed fee)". */
export function feeSummary(input: TContractorAgreementRequest): string {
  const money = formatMoney(input.fee.amount, input.fee.currency);
  switch (input.fee.type) {
    case "fixed":
      return `${money} (fixed fee)`;
    case "hourly":
      return `${money} per hour`;
    case "milestone":
      return `${money} in ${input.milestones.length} ${input.milestones.length === 1 ? "milestone" : "milestones"}`;
  }
}

/** The fees clause: the basis of the fee, taxes, payment, disputes, late payment, suspension. */
function feeBlocks(input: TContractorAgreementRequest, law: GoverningLaw): Block[] {
  const { fee } = input;
  const money = formatMoney(fee.amount, fee.currency);
  const due =
    input.paymentTermsDays === 0
      ? "on receipt of a valid invoice"
      : `within ${daysWords(input.paymentTermsDays)} after receipt of a valid invoice`;
  const basis: Record<typeof fee.type, string> = {
    fixed: `In consideration of the Services, the Client shall pay the Contractor a fixed fee of ${money} (the "Fees"). The Fees are the entire price for the Services described in the Statement of Work; work outside it is charged only as agreed in a written change order. The Contractor may invoice the Fees on acceptance of the Deliverables or, where the Statement of Work specifies no Deliverables, on completion of the Services.`,
    hourly: `In consideration of the Services, the Client shall pay the Contractor at the rate of ${money} for each hour properly spent performing the Services (the "Fees"), pro rata for part hours. The Contractor shall keep accurate time records, invoice monthly in arrears and attach to each invoice a statement of the hours worked and the Services performed. The Contractor shall not exceed any budget or estimate of hours in the Statement of Work without the Client's prior written approval.`,
    milestone: `In consideration of the Services, the Client shall pay the Contractor the milestone payments set out in the Fee Schedule of the Statement of Work, totalling ${money} (the "Fees"). The Contractor may invoice each milestone payment on acceptance of the Deliverables of that milestone or, where it has none, on completion of the Services it describes.`,
  };
  return [
    p(basis[fee.type]),
    p(
      `All amounts are in ${fee.currency} and exclusive of value added tax, goods and services tax, sales tax and similar taxes, which the Client shall pay in addition where they apply, against a valid tax invoice. The Client shall pay each invoice ${due}, to the account the Contractor designates in writing.`,
    ),
    p(
      "If the Client disputes an invoice in good faith, it shall notify the Contractor in writing of the disputed amount and its reasons within ten (10) business days after receipt, pay the undisputed part by the due date, and the Parties shall work in good faith to resolve the dispute promptly.",
    ),
    p(latePaymentText(input, law)),
    p(
      `If any undisputed amount remains unpaid more than ${daysWords(14)} after the Contractor has given the Client written notice of non-payment, the Contractor may suspend the Services until it is paid, without liability for the resulting delay.`,
    ),
  ];
}

export const feesSection = (input: TContractorAgreementRequest, law: GoverningLaw): Section => section(H.fees, feeBlocks(input, law));

const EXPENSES = {
  reimbursable:
    "The Client shall reimburse the Contractor for reasonable travel and out-of-pocket expenses properly incurred in performing the Services, provided that each expense (or category of expenses) was approved in advance in writing by the Client and is invoiced at cost, without mark-up, with the receipts or other evidence the Client reasonably requires. Expenses are invoiced monthly in arrears and paid on the same terms as the Fees.",
  included:
    "The Fees include all costs and expenses the Contractor incurs in performing the Services. The Contractor is not entitled to reimbursement of any expense unless the Client has expressly agreed in writing, in advance, to pay it.",
};

export const expensesSection = (input: TContractorAgreementRequest): Section =>
  section(H.expenses, [p(input.expensesReimbursable ? EXPENSES.reimbursable : EXPENSES.included)]);
