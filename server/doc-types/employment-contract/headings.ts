// The employment contract's section headings, one place for the template, its clause modules and tests.
import type { Region } from "./clauses";

export const EMPLOYMENT_HEADINGS = {
  commencement: "Commencement and Term",
  role: "Job Title and Duties",
  place: "Place of Work",
  hours: "Hours of Work",
  pay: "Remuneration and Pay Review",
  benefits: "Benefits",
  pension: "Pension and Retirement Savings",
  holidays: "Holidays",
  sickness: "Sickness Absence and Sick Pay",
  otherLeave: "Other Leave",
  probation: "Probation",
  notice: "Termination and Notice",
  confidentiality: "Confidentiality",
  ip: "Intellectual Property",
  dataProtection: "Data Protection (Employee Privacy Notice)",
  restrictions: "Restrictive Covenants",
  onTermination: "On Termination",
  training: "Training",
  discipline: "Disciplinary and Grievance Procedures",
  collective: "Collective Agreements",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  signatures: "Signatures",
} as const;

/** The section each jurisdiction adds about its own law. */
export const STATUTORY_HEADINGS: Record<Region, string> = {
  us: "At-Will Employment",
  uk: "Statement of Employment Particulars",
  de: "Written Particulars (Nachweisgesetz)",
  on: "Employment Standards Act, 2000",
  au: "National Employment Standards",
};
