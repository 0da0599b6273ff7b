// The contractor agreement's fixed wording: its title, the headings of the agreement and of its
// statement of work, and days as contracts write them.
import { spelledNumber } from "../common";

export const CONTRACTOR_TITLE = "Contractor Agreement";

export const CONTRACTOR_HEADINGS = {
  engagement: "Engagement and Services",
  status: "Independent Contractor Status",
  acceptance: "Acceptance of Deliverables",
  fees: "Fees, Invoicing and Payment",
  expenses: "Expenses",
  ip: "Intellectual Property",
  confidentiality: "Confidentiality",
  warranties: "Warranties",
  indemnities: "Indemnities",
  liability: "Limitation of Liability",
  term: "Term and Termination",
  consequences: "Consequences of Termination",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  signatures: "Signatures",
  schedule: "Schedule 1 — Statement of Work",
} as const;

export const SOW_HEADINGS = {
  services: "Description of the Services",
  timeline: "Timeline",
  deliverables: "Deliverables",
  milestones: "Milestones",
  acceptance: "Acceptance Criteria",
  fees: "Fee Schedule",
} as const;

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number of days as contracts write it: "fourteen (14) days", "one (1) day". */
export function daysWords(n: number): string {
  const words =
    n <= 10
      ? spelledNumber(n).replace(/ \(\d+\)$/, "")
      : n < 20
        ? ONES[n]!
        : n < 100
          ? TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : "")
          : String(n);
  return `${words} (${n}) ${n === 1 ? "day" : "days"}`;
}
