import { describe, expect, test } from "vitest";
import {
  type EmploymentJurisdiction,
  type TEmploymentContractRequestInput,
  ZEmploymentContractRequestSchema,
} from "../../../shared/doc-types";
import { GENERATED_AT, HOSTILE, businessIdentity, markdownHeadings, renderAll, unsafeHtml } from "../../../test/rendered";
import { buildDocument } from "../registry";
import { EMPLOYMENT_HEADINGS as H, STATUTORY_HEADINGS } from "./template";

const CURRENCY = {
  "united-states": "USD",
  california: "USD",
  "new-york": "USD",
  "united-kingdom": "GBP",
  "canada-ontario": "CAD",
  germany: "EUR",
  australia: "AUD",
} as const;

const JURISDICTIONS = Object.keys(CURRENCY) as EmploymentJurisdiction[];
const US: readonly EmploymentJurisdiction[] = ["united-states", "california", "new-york"];

const build = (jurisdiction: EmploymentJurisdiction, over: Partial<TEmploymentContractRequestInput> = {}) =>
  renderAll(
    buildDocument(
      "employment_contract",
      ZEmploymentContractRequestSchema.parse({
        jurisdiction,
        employer: { name: "Acme Ltd", address: "1 Main St\nSpringfield", email: "hr@acme.example" },
        employee: { name: "Sam Doe", address: "2 Elm St\nSpringfield" },
        jobTitle: "Data Analyst",
        duties: "Building reports.\n\nMaintaining the data warehouse.",
        startDate: "2027-01-04",
        salary: { amount: 6_000_000, currency: CURRENCY[jurisdiction], period: "year" },
        hoursPerWeek: 38,
        effectiveDate: "2026-12-01",
        ...(jurisdiction === "united-states" ? { workState: "US-TX" } : {}),
        ...over,
      }),
      { generatedAt: GENERATED_AT },
    ),
  );

const has = (headings: string[], heading: string) => headings.some((h) => h.endsWith(heading));

/** What each jurisdiction's contract must say. */
const MUST_HAVE: Record<EmploymentJurisdiction, (string | RegExp)[]> = {
  "united-states": ["employment is at will", "Fair Labor Standards Act", "Defend Trade Secrets Act", "Form I-9", "National Labor Relations Act"],
  california: [
    "employment is at will",
    "California Labor Code § 2870",
    "(a) Any provision in an employment agreement",
    "Labor Code § 925",
    "Government Code § 12964.5",
    "Labor Code § 246",
    "§ 2810.5",
    "California Consumer Privacy Act",
    "§ 227.3",
  ],
  "new-york": ["employment is at will", "New York Labor Law § 195(1)", "§ 203-f", "§ 196-b", "§ 191(3)", "§ 194(4)"],
  "united-kingdom": [
    "Employment Rights Act 1996",
    "6 April 2020",
    "28 days' paid holiday",
    "5.6 weeks",
    "Statutory Sick Pay",
    "Pensions Act 2008",
    "right to work",
    "Acas Code of Practice",
    "payment in lieu of notice",
    "garden leave",
    "section 86",
    "more than one month",
    "UK General Data Protection Regulation",
  ],
  germany: [
    "Nachweisgesetz",
    "24 working days (Werktage)",
    "20 working days",
    "§ 3 BUrlG",
    "Probezeit",
    "two (2) weeks' notice to any day (§ 622(3) BGB)",
    "§ 622(1) BGB",
    "§ 623 BGB",
    "§ 4 Protection Against Dismissal Act",
    "Entgeltfortzahlungsgesetz",
    "Arbeitnehmererfindungsgesetz",
    "§ 26 BDSG",
    "Arbeitszeugnis",
  ],
  "canada-ontario": [
    "Employment Standards Act, 2000",
    "two (2) weeks of vacation",
    "four percent (4%)",
    "three (3) weeks and six percent (6%)",
    "nine public holidays",
    "termination pay",
    "Severance pay",
    "Nothing in this Agreement is intended to, or does, provide the Employee with less than the minimum standards of the ESA",
    "wilful misconduct, disobedience or wilful neglect of duty",
    "Employment Standards in Ontario",
  ],
  australia: [
    "National Employment Standards",
    "38 ordinary hours",
    "the right to request flexible working arrangements",
    "parental leave",
    "annual leave of four (4) weeks",
    "personal/carer's leave of ten (10) days",
    "community service leave",
    "long service leave",
    "public holidays",
    "notice of termination and redundancy pay",
    "Fair Work Information Statement",
    "Superannuation Guarantee (Administration) Act 1992",
    "within seven (7) business days after each payday",
    "section 117",
    "s 333B",
  ],
};

describe("employment contract", () => {
  test.each(JURISDICTIONS)("%s: every section, numbered, two signature blocks, its must-haves", (j) => {
    const { headings, html, md, text } = build(j, { probationMonths: US.includes(j) ? 3 : undefined });
    for (const heading of Object.values(H)) {
      const expected = heading === H.pension && j === "australia" ? "Superannuation" : heading;
      expect(has(headings, expected), `${j}: ${expected}`).toBe(true);
    }
    expect(has(headings, STATUTORY_HEADINGS[j === "united-kingdom" ? "uk" : j === "germany" ? "de" : j === "canada-ontario" ? "on" : j === "australia" ? "au" : "us"])).toBe(true);
    expect(markdownHeadings(md)).toEqual(headings);
    expect(html.match(/class="doc-signature"/g)).toHaveLength(2);
    // Dates as lawyers under each law write them: month first in the US and Canada, day first elsewhere.
    const start = US.includes(j) || j === "canada-ontario" ? "January 4, 2027" : "4 January 2027";
    for (const s of ["Acme Ltd", "Sam Doe", "Data Analyst", "Building reports.", "Maintaining the data warehouse.", start])
      expect(text).toContain(s);
    expect(text).not.toContain(start === "4 January 2027" ? "January 4, 2027" : "4 January 2027");
    for (const s of MUST_HAVE[j]) expect(text, `${j}: ${s}`).toContain(s);
  });

  test("at-will only in the US; the FLSA only in the US; each law's words only in its contract", () => {
    for (const j of JURISDICTIONS) {
      const { text } = build(j);
      const us = US.includes(j);
      expect(text.includes("employment is at will"), j).toBe(us);
      expect(text.includes("Fair Labor Standards Act"), j).toBe(us);
      expect(text.includes("Defend Trade Secrets Act"), j).toBe(us);
      expect(text.includes("§ 2870"), j).toBe(j === "california");
      expect(text.includes("§ 195(1)"), j).toBe(j === "new-york");
      expect(text.includes("Employment Rights Act 1996"), j).toBe(j === "united-kingdom");
      expect(text.includes("Nachweisgesetz"), j).toBe(j === "germany");
      expect(text.includes("National Employment Standards"), j).toBe(j === "australia");
      expect(text.includes("Employment Standards Act, 2000"), j).toBe(j === "canada-ontario");
      expect(text.includes("garden leave"), j).toBe(["united-kingdom", "australia", "canada-ontario"].includes(j));
    }
  });

  test("the UK statement lists every particular of s 1 ERA 1996 (from 6 April 2020)", () => {
    const { text } = build("united-kingdom", { continuousEmploymentDate: "2025-06-01" });
    const particulars = [
      "the names of the Employer and the Employee",
      "the date employment begins",
      "the date continuous employment begins",
      "pay, its rate or method of calculation and the intervals at which it is paid",
      "hours of work, the days of the week",
      "holiday entitlement, including public holidays and holiday pay",
      "sickness absence and sick pay",
      "other paid leave",
      "benefits",
      "pensions and pension schemes",
      "probation, its conditions and duration",
      "job title and description of work",
      "place of work",
      "the length of notice each party must give",
      "training entitlement, compulsory training and training the Employer does not pay for",
      "collective agreements",
      "disciplinary rules, disciplinary and grievance procedures",
      "work outside the United Kingdom",
    ];
    for (const s of particulars) expect(text, s).toContain(s);
    expect(text).toContain("continuous employment began on 1 June 2025");
    expect(text).toContain("monthly in arrears");
    expect(text).toContain("Monday to Friday");
    expect(text).toContain("probationary period");
    expect(text).toContain("There are no collective agreements");
  });

  test("holidays: the statutory minimum by default, the chosen number otherwise", () => {
    expect(build("united-kingdom", { daysPerWeek: 3 }).text).toContain("16.8 days' paid holiday");
    expect(build("united-kingdom", { holidayDays: 30 }).text).toContain("30 days' paid holiday");
    expect(build("germany").text).toContain("20 working days of paid annual leave");
    expect(build("germany", { holidayDays: 28 }).text).toContain("28 working days of paid annual leave");
    expect(build("australia").text).toContain("20 days of paid annual leave");
    expect(build("canada-ontario").text).toContain("ten (10) days of paid vacation");
    expect(build("united-states").text).toContain("ten (10) days of paid time off");
  });

  test("non-competes: none in California; paid (Karenzentschädigung) only in Germany", () => {
    const ca = build("california", { nonSolicitation: true }).text;
    expect(ca).not.toContain("Restricted Period");
    expect(ca).toContain("§ 16600");
    expect(ca).not.toMatch(/solicit, canvass/);
    const de = build("germany", { nonCompete: true, restrictionMonths: 24 }).text;
    for (const s of ["Karenzentschädigung", "fifty percent (50%)", "§ 74(2) HGB", "§ 75a HGB", "For 24 months after the end"])
      expect(de).toContain(s);
    expect(build("germany", { nonSolicitation: true }).text).toContain("Karenzentschädigung");
    expect(build("germany").text).not.toContain("Karenzentschädigung");
    for (const j of ["united-states", "new-york", "united-kingdom", "australia"] as const) {
      const { text } = build(j, { nonCompete: true, nonSolicitation: true });
      expect(text, j).toContain("Restricted Period");
      expect(text, j).toContain("solicit, canvass");
      expect(text, j).not.toContain("Karenzentschädigung");
    }
    expect(build("united-kingdom").text).not.toContain("Restricted Period");
  });

  test("US pay: non-exempt overtime by default, exempt on request; California daily overtime", () => {
    expect(build("united-states").text).toContain("classified as non-exempt");
    expect(build("california").text).toContain("Labor Code § 510");
    // Above New York's own exempt salary floor ($60,000 is below it: the schema refuses that).
    const exempt = build("new-york", { flsaStatus: "exempt", salary: { amount: 9_000_000, currency: "USD", period: "year" } }).text;
    expect(exempt).toContain("classified as exempt");
    expect(exempt).not.toContain("one and one-half times");
    expect(build("united-states", { salary: { amount: 4_550, currency: "USD", period: "hour" } }).text).toContain(
      "$45.50 per hour",
    );
  });

  test("probation, notice, fixed term and hours by law", () => {
    const de = build("germany", { employmentType: "fixed-term", endDate: "2028-01-03" }).text;
    expect(de).toContain("The first six (6) months of employment are a probation period (Probezeit), which is proportionate");
    expect(de).toContain("§ 14 of the Part-Time and Fixed-Term Employment Act");
    expect(de).toContain("ends automatically on 3 January 2028");
    expect(de).toContain("carried over to 31 March of the following year");
    expect(build("united-kingdom", { noticePeriod: "3-months" }).text).toContain("three (3) months' written notice");
    expect(build("united-kingdom").text).toContain("one (1) month's written notice");
    expect(build("united-kingdom", { hoursPerWeek: 50 }).text).toContain("regulation 4(1) of the Working Time Regulations 1998 does not apply");
    expect(build("united-kingdom").text).not.toContain("regulation 4(1)");
    expect(build("united-states").headings.some((h) => h.endsWith(H.probation))).toBe(false);
    expect(build("australia", { employmentType: "fixed-term", endDate: "2028-01-03" }).text).toContain(
      "Fixed Term Contract Information Statement",
    );
  });

  test("appeals and grievances about the line manager go above the line manager", () => {
    const uk = build("united-kingdom").text;
    expect(uk).toContain(
      "they may appeal in writing to a manager not previously involved in the decision, more senior than the one who made it where possible.",
    );
    expect(uk).toContain(
      "A grievance may be raised in writing with the Employee's line manager, or with a more senior manager if it concerns the line manager.",
    );
    expect(build("united-states").text).toContain("or, if it concerns the manager, with a more senior manager.");
    const business = businessIdentity({ legalName: "Acme Ltd", signatory: { name: "Ada Admin", title: "Managing Director" } });
    const signed = renderAll(
      buildDocument(
        "employment_contract",
        ZEmploymentContractRequestSchema.parse({
          jurisdiction: "united-kingdom",
          employer: { name: "Acme Ltd", address: "1 Main St", email: "hr@acme.example" },
          employee: { name: "Sam Doe", address: "2 Elm St" },
          jobTitle: "Data Analyst",
          duties: "Building reports.",
          startDate: "2027-01-04",
          salary: { amount: 4_500_000, currency: "GBP", period: "year" },
          hoursPerWeek: 37.5,
        }),
        { generatedAt: GENERATED_AT, business },
      ),
    ).text;
    expect(signed).toContain("appeal in writing to the Employer's Managing Director or another manager not previously involved.");
    expect(signed).toContain("or with the Employer's Managing Director if it concerns the line manager.");
  });

  test("the UK statutory minimum notice reads as section 86 does", () => {
    expect(build("united-kingdom").text).toContain(
      "is one (1) week once the Employee has one month's continuous employment and, from two years' continuous employment, one (1) week for each complete year of continuous employment, up to twelve (12) weeks.",
    );
  });

  test("user text is escaped", () => {
    const model = buildDocument(
      "employment_contract",
      ZEmploymentContractRequestSchema.parse({
        jurisdiction: "united-kingdom",
        employer: { name: HOSTILE, address: HOSTILE },
        employee: { name: "Sam", address: "2 Elm St" },
        jobTitle: HOSTILE,
        duties: HOSTILE,
        startDate: "2027-01-04",
        salary: { amount: 100, currency: "GBP", period: "hour" },
        hoursPerWeek: 20,
      }),
      { generatedAt: GENERATED_AT },
    );
    const { html } = renderAll(model);
    expect(unsafeHtml(html)).toEqual([]);
  });
});
