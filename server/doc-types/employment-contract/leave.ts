// Leave as each jurisdiction's law grants it: sick pay and sick leave, and the other statutory
// leave (family, parental, bereavement, jury service...) the contract names.
import type { TEmploymentContractRequest } from "../../../shared/doc-types";
import { type Block, p } from "../../documents/model";
import { type Region } from "./clauses";

/** Sick leave and sick pay, as the law of the place of work grants them. */
export function sickLeaveText(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      const state =
        c.jurisdiction === "california"
          ? "The Employee accrues paid sick leave of at least one hour for every 30 hours worked, and may use at least forty (40) hours or five (5) days of paid sick leave in each year of employment, as California Labor Code § 246 requires."
          : c.jurisdiction === "new-york"
            ? "The Employee accrues paid sick leave of at least one hour for every 30 hours worked, up to the annual amount New York Labor Law § 196-b requires for the Employer's size (up to 56 hours), and any greater amount required by local law (including the New York City Earned Safe and Sick Time Act where it applies). The Employee is also covered by New York Paid Family Leave."
            : "The Employee is entitled to paid sick leave as required by the law of the state and locality in which the Employee works, and under the Employer's policy.";
      return [
        p(
          `If the Employee is unable to work because of illness or injury, they must notify their manager as early as possible on the first day of absence. ${state}`,
        ),
      ];
    }
    case "uk":
      return [
        p(
          "If the Employee is absent because of sickness or injury, they must notify their line manager by 10:00 a.m. on the first day of absence, self-certify absences of up to seven (7) calendar days, and provide a statement of fitness for work (fit note) from a doctor for longer absences.",
        ),
        p(
          "The Employee is entitled to Statutory Sick Pay (SSP) in accordance with the Social Security Contributions and Benefits Act 1992, if they qualify. For SSP purposes the qualifying days are the Employee's normal working days.",
        ),
      ];
    case "de":
      return [
        p(
          "The Employee must notify the Employer of any incapacity for work and its expected duration without undue delay, by the start of the working day. If it lasts more than three calendar days, the Employee must have it established by a doctor no later than the following working day (§ 5 EFZG); for employees with statutory health insurance the Employer retrieves the certificate electronically.",
        ),
        p(
          "In accordance with the Continued Remuneration Act (Entgeltfortzahlungsgesetz), after four weeks of uninterrupted employment the Employee receives continued remuneration for up to six weeks of incapacity for work caused by illness through no fault of their own (§ 3 EFZG).",
        ),
      ];
    case "on":
      return [
        p(
          "The Employee must notify their manager as early as possible of any absence because of illness or injury. The Employee is entitled to three (3) days of unpaid job-protected sick leave in each calendar year under section 50.0.1 of the Employment Standards Act, 2000; the Employer may require evidence reasonable in the circumstances but not a certificate from a qualified health practitioner.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employee is entitled to ten (10) days of paid personal/carer's leave for each year of service, accruing progressively according to ordinary hours worked and carried over from year to year, and to two (2) days of unpaid carer's leave for each occasion (Fair Work Act 2009 (Cth), ss 96 and 102). The Employee must give notice of the leave as soon as practicable and, if required, evidence that would satisfy a reasonable person (s 107).",
        ),
      ];
  }
}

/** The other statutory leave the Employee has. */
export function otherLeaveText(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      const state =
        c.jurisdiction === "california"
          ? "; California Family Rights Act leave, pregnancy disability leave and the other leaves the California Labor and Government Codes provide"
          : c.jurisdiction === "new-york"
            ? "; New York Paid Family Leave, paid prenatal leave, and leave for jury duty, voting, blood donation and military service under New York law"
            : "";
      return [
        p(
          `The Employee is entitled to the leaves of absence required by federal, state and local law, including, where eligible, leave under the Family and Medical Leave Act${state}, and leave for jury duty and military service. Details are in the Employer's leave policies.`,
        ),
      ];
    }
    case "uk":
      return [
        p(
          "The Employee is entitled, subject to the statutory conditions, to maternity, paternity, adoption, shared parental, parental bereavement, neonatal care and unpaid parental leave, with statutory pay where it applies, to carer's leave and to reasonable unpaid time off for dependants and for public duties. There is no other paid leave, other than as set out in this contract or in the Employer's policies.",
        ),
      ];
    case "de":
      return [
        p(
          "The statutory rules on maternity protection (Mutterschutzgesetz), parental leave (Bundeselterngeld- und Elternzeitgesetz), care leave (Pflegezeitgesetz and Familienpflegezeitgesetz) and any educational leave under the law of the federal state apply. Paid time off for a personal reason under § 616 BGB is limited to the cases and durations set out in the Employer's policy.",
        ),
      ];
    case "on":
      return [
        p(
          "The Employee is entitled to the leaves of absence under Part XIV of the Employment Standards Act, 2000, including pregnancy and parental leave, family caregiver, family medical and critical illness leave, bereavement leave, domestic or sexual violence leave (the first five days of which are paid), organ donor, reservist and child death leave, on the conditions of the Act.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employee is entitled to the other leave of the National Employment Standards: unpaid parental leave of up to 12 months (with the right to request a further 12 months), compassionate leave of two (2) days for each permissible occasion, ten (10) days of paid family and domestic violence leave in each 12-month period, community service leave, including jury service, and long service leave under the applicable State or Territory legislation.",
        ),
      ];
  }
}
