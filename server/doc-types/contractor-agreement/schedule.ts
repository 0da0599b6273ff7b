// Schedule 1, the Statement of Work: the Services, the timeline, the deliverables, the milestones
// (milestone fees), the acceptance criteria and the fee schedule.
import { type TContractorAgreementRequest, formatMoney } from "../../../shared/doc-types";
import { type Block, type Section, type Text, bold, p, section, userParagraphs } from "../../documents/model";
import { type GoverningLaw, contractDate } from "../common";
import { CONTRACTOR_HEADINGS as H, SOW_HEADINGS as S, daysWords } from "./wording";

/** The statement of work, printed as a schedule after the signatures. */
export function scheduleSection(input: TContractorAgreementRequest, law: GoverningLaw): Section {
  const { fee } = input;
  const date = contractDate(law.region);
  const money = (minor: number) => formatMoney(minor, fee.currency);
  const due = (day: string | undefined) => (day ? date(day) : "As agreed");
  const subsections: Section[] = [
    section(S.services, [
      p('The Contractor shall perform the following services (the "Services"):'),
      ...userParagraphs(input.services),
    ]),
    section(S.timeline, [
      p(
        `Start date: ${date(input.startDate)}. ${input.endDate ? `End date: ${date(input.endDate)}.` : "End date: on completion of the Services."}`,
      ),
    ]),
    section(
      S.deliverables,
      input.deliverables.length
        ? [
            {
              type: "table",
              columns: [{ header: "No." }, { header: "Deliverable" }, { header: "Due date" }],
              rows: input.deliverables.map((d, i): Text[] => [String(i + 1), d.description, due(d.dueDate)]),
            },
          ]
        : [p('No separate deliverables are specified: the results of the Services are the "Deliverables".')],
    ),
  ];
  if (fee.type === "milestone") {
    subsections.push(
      section(S.milestones, [
        {
          type: "table",
          columns: [{ header: "No." }, { header: "Milestone" }, { header: "Due date" }, { header: "Payment", align: "right" }],
          rows: input.milestones.map((m, i): Text[] => [String(i + 1), m.description, due(m.dueDate), money(m.amount)]),
        },
      ]),
    );
  }
  subsections.push(
    section(S.acceptance, [
      ...(input.acceptanceCriteria
        ? userParagraphs(input.acceptanceCriteria)
        : [
            p(
              "Each Deliverable must conform in all material respects to its description in this Statement of Work and to the Agreement, be complete, and be free from material defects.",
            ),
          ]),
      p(
        `Acceptance period: ${daysWords(input.acceptanceDays).replace(/days?$/, "business $&")} after delivery, as provided in the section titled "${H.acceptance}".`,
      ),
    ]),
  );
  const terms =
    input.paymentTermsDays === 0 ? "Payment: on receipt of a valid invoice." : `Payment: within ${daysWords(input.paymentTermsDays)} after receipt of a valid invoice.`;
  const feeTable: Block =
    fee.type === "milestone"
      ? {
          type: "table",
          columns: [{ header: "Milestone" }, { header: "Invoiced" }, { header: "Amount", align: "right" }],
          rows: input.milestones.map((m, i): Text[] => [`${i + 1}. ${m.description}`, "On acceptance", money(m.amount)]),
          footer: [[bold("Total"), "", bold(money(input.milestones.reduce((sum, m) => sum + m.amount, 0)))]],
        }
      : fee.type === "hourly"
        ? {
            type: "table",
            columns: [{ header: "Item" }, { header: "Invoiced" }, { header: "Rate", align: "right" }],
            rows: [["Services (per hour)", "Monthly in arrears", `${money(fee.amount)} per hour`]],
          }
        : {
            type: "table",
            columns: [{ header: "Item" }, { header: "Invoiced" }, { header: "Amount", align: "right" }],
            rows: [["Services (fixed fee)", "On acceptance", money(fee.amount)]],
            footer: [[bold("Total"), "", bold(money(fee.amount))]],
          };
  subsections.push(
    section(S.fees, [
      feeTable,
      p(`Currency: ${fee.currency}. Amounts exclude applicable taxes. ${terms} Expenses: ${input.expensesReimbursable ? "reimbursed at cost if approved in advance in writing" : "included in the Fees"}.`),
    ]),
  );
  return {
    ...section(H.schedule, [p("This Statement of Work forms part of the Agreement between the Parties and is governed by it.")], subsections),
    schedule: true,
  };
}
