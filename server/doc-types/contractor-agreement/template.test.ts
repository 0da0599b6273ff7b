import { describe, expect, test } from "vitest";
import { type TContractorAgreementRequestInput, ZContractorAgreementRequestSchema } from "../../../shared/doc-types";
import type { TermsGoverningLaw } from "../../../shared/validation";
import { GENERATED_AT, HOSTILE, businessIdentity, markdownHeadings, renderAll, unsafeHtml, wordCount } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { CONTRACTOR_HEADINGS as H, CONTRACTOR_OPTIONAL_HEADINGS as O, SOW_HEADINGS as S, daysWords } from "./template";

const base: TContractorAgreementRequestInput = {
  client: { name: "Acme Inc.", address: "1 Main St\nSpringfield, IL 62701", email: "legal@acme.com" },
  contractor: { name: "Jordan Lee", address: "8 Elm St\nOakland, CA", email: "jordan@lee.dev", entityType: "individual" },
  services: "Design the marketing website.\n\nBuild it in the client's CMS.",
  fee: { type: "fixed", amount: 1_250_050, currency: "USD" },
  startDate: "2026-12-01",
  governingLaw: "delaware",
  effectiveDate: "2026-11-23",
};

const build = (over: Partial<TContractorAgreementRequestInput> = {}, business?: BusinessIdentity) =>
  renderAll(
    buildDocument("contractor_agreement", ZContractorAgreementRequestSchema.parse({ ...base, ...over }), {
      generatedAt: GENERATED_AT,
      business,
    }),
  );

const milestoneFee = {
  fee: { type: "milestone" as const, amount: 1_000_001, currency: "EUR" as const },
  milestones: [
    { description: "Designs approved", amount: 333_333, dueDate: "2026-12-20" },
    { description: "Website launched", amount: 666_668 },
  ],
};

const hasHeading = (headings: string[], heading: string) => headings.some((h) => h.endsWith(heading));

const LAWS: TermsGoverningLaw[] = ["united-states", "california", "new-york", "delaware", "united-kingdom", "canada", "australia", "germany", "other"];

describe("contractor agreement", () => {
  test("every clause and the statement of work, numbered, with a signature block per party", () => {
    const { headings, html, md, text } = build();
    for (const heading of [...Object.values(H), ...Object.values(S).filter((h) => h !== S.milestones)])
      expect(hasHeading(headings, heading), heading).toBe(true);
    expect(headings[0]).toBe("Contractor Agreement — Jordan Lee");
    expect(headings).toContain(`1. ${H.engagement}`);
    // The schedule follows the numbered clauses without a clause number of its own, and so do its parts.
    expect(headings).toContain(H.schedule);
    expect(headings).toContain(S.services);
    expect(headings.filter((h) => /^\d/.test(h)).every((h) => !h.includes("Schedule 1") && !h.endsWith(S.services))).toBe(true);
    expect(markdownHeadings(md)).toEqual(headings);
    expect(html.match(/class="doc-signature"/g)).toHaveLength(2);
    expect(html).toContain('<p class="doc-party-label">Client</p>');
    expect(html).toContain('<p class="doc-party-label">Contractor</p>');
    for (const s of ["Acme Inc.", "Jordan Lee", "legal@acme.com", "an individual residing at 8 Elm St, Oakland, CA", '(the "Contractor")', "Design the marketing website.", "Build it in the client's CMS."])
      expect(text).toContain(s);
    expect(wordCount(text)).toBeGreaterThan(3500);
  });

  test("independent-contractor status: manner and means, own tools, substitution, non-exclusive, taxes, insurance, no benefits", () => {
    const { text } = build();
    for (const s of [
      "controls the manner and means",
      "tools, equipment, software and workspace",
      "engage a suitably qualified and experienced substitute",
      "the engagement is non-exclusive",
      "solely responsible for all income tax, Social Security and Medicare taxes",
      "professional indemnity (errors and omissions)",
      "salary, pension, holiday pay, sick pay",
    ])
      expect(text).toContain(s);
  });

  test.each([
    ["united-states", "all income tax, Social Security and Medicare taxes (including self-employment tax), value added and sales taxes"],
    ["california", "all income tax, Social Security and Medicare taxes (including self-employment tax), value added and sales taxes"],
    ["new-york", "all income tax, Social Security and Medicare taxes (including self-employment tax), value added and sales taxes"],
    ["delaware", "all income tax, Social Security and Medicare taxes (including self-employment tax), value added and sales taxes"],
    ["united-kingdom", "all income tax, National Insurance contributions, value added and sales taxes"],
    ["germany", "all income tax, social security contributions (Sozialversicherungsbeiträge), value added and sales taxes"],
    ["canada", "all income tax, Canada Pension Plan (or Québec Pension Plan) contributions, value added and sales taxes"],
    // No social security contributions exist; superannuation may fall on the Client (section on classification).
    ["australia", "all income tax, value added and sales taxes"],
    ["other", "all income tax, social security contributions, value added and sales taxes"],
  ] as const)("the contractor's taxes and contributions under %s law: only those the law has", (governingLaw, taxes) => {
    const { text } = build({ governingLaw });
    expect(text).toContain(`the Contractor is solely responsible for ${taxes} and other taxes and levies on the Fees`);
    // "National insurance" is the United Kingdom's alone; "payroll tax" is the employer's, not a contractor's.
    if (governingLaw !== "united-kingdom") expect(text).not.toMatch(/national insurance/i);
    expect(text).not.toMatch(/payroll tax contributions/i);
  });

  test("acceptance: period, rejection with reasons, re-performance, deemed acceptance", () => {
    const { text } = build({ acceptanceDays: 15 });
    expect(text).toContain("Within fifteen (15) business days after a Deliverable is delivered");
    expect(text).toContain("stating in reasonable detail the reasons for rejection");
    expect(text).toContain("correct or re-perform it and deliver it again");
    expect(text).toContain("deemed accepted");
    expect(text).not.toContain("Abnahme");
    expect(build({ governingLaw: "germany" }).text).toContain("acceptance (Abnahme) within the meaning of § 640");
  });

  test.each([
    ["united-kingdom", "Late Payment of Commercial Debts (Interest) Act 1998"],
    ["germany", "nine (9) percentage points above the base rate (Basiszinssatz) a year (§ 288(2) BGB"],
    ["delaware", "interest at the rate of 8% a year or, if lower, the highest rate permitted by applicable law"],
    ["other", "interest at the rate of 8% a year"],
  ] as const)("late payment under %s", (governingLaw, expected) => {
    const { text } = build({ governingLaw });
    expect(text).toContain(expected);
    if (governingLaw !== "united-kingdom") expect(text).not.toContain("Late Payment of Commercial Debts");
    if (governingLaw !== "germany") expect(text).not.toContain("§ 288");
  });

  test("a stated late-interest rate applies where no statutory rate does", () => {
    expect(build({ lateInterest: 1.5, governingLaw: "canada" }).text).toContain("interest at the rate of 1.5% a year");
    expect(build({ lateInterest: 1.5, governingLaw: "united-kingdom" }).text).not.toContain("1.5%");
  });

  test("fees: fixed, hourly and milestone wording; payment terms; expenses by option", () => {
    const fixed = build({ paymentTermsDays: 45 }).text;
    expect(fixed).toContain("a fixed fee of $12,500.50");
    expect(fixed).toContain("within forty-five (45) days after receipt of a valid invoice");
    expect(fixed).toContain("The Fees include all costs and expenses");
    const hourly = build({ fee: { type: "hourly", amount: 9_500, currency: "GBP" }, paymentTermsDays: 0, expensesReimbursable: true }).text;
    expect(hourly).toContain("at the rate of £95.00 for each hour");
    expect(hourly).toContain("on receipt of a valid invoice");
    expect(hourly).toContain("£95.00 per hour");
    expect(hourly).toContain("approved in advance in writing by the Client and is invoiced at cost");
    expect(build(milestoneFee).text).toContain("milestone payments set out in the Fee Schedule");
  });

  test("statement of work: deliverables table, milestones and fee schedule with an integer total", () => {
    const { html, headings, text } = build({
      ...milestoneFee,
      deliverables: [{ description: "Homepage design", dueDate: "2026-12-15" }, { description: "Style guide" }],
      acceptanceCriteria: "Passes the agreed test plan.",
      endDate: "2027-03-31",
    });
    expect(hasHeading(headings, S.milestones)).toBe(true);
    expect(text).toContain("Homepage design");
    expect(text).toContain("December 15, 2026");
    expect(text).toContain("As agreed");
    expect(text).toContain("Passes the agreed test plan.");
    expect(text).toContain("End date: March 31, 2027.");
    expect(text).toContain("€3,333.33");
    expect(text).toContain("€6,666.68");
    // 333,333 + 666,668 = 1,000,001 cents, summed in integers.
    expect(html).toMatch(/<tfoot>[\s\S]*Total[\s\S]*€10,000\.01/);
    expect(text).toContain("1. Designs approved");
  });

  test("no milestones section for a fixed or hourly fee; no deliverables says so", () => {
    const { headings, text } = build();
    expect(hasHeading(headings, S.milestones)).toBe(false);
    expect(text).toContain("No separate deliverables are specified");
    expect(text).toContain("Services (fixed fee)");
    expect(text).toContain("End date: on completion of the Services.");
  });

  test("IP: assignment on payment in full, licence to pre-existing materials, moral rights by law", () => {
    const us = build().text;
    expect(us).toContain("With effect from payment in full of the Fees for the relevant Work Product, the Contractor assigns to the Client");
    expect(us).toContain("Pre-existing Materials");
    expect(us).toContain("non-exclusive, perpetual, irrevocable, worldwide, royalty-free license");
    expect(us).toContain("Visual Artists Rights Act");
    expect(build({ governingLaw: "united-kingdom" }).text).toContain("with full title guarantee");
    expect(build({ governingLaw: "united-kingdom" }).text).toContain("Copyright, Designs and Patents Act 1988");
    expect(build({ governingLaw: "canada" }).text).toContain("section 14.1 of the Copyright Act (Canada)");
    expect(build({ governingLaw: "australia" }).text).toContain("Part IX of the Copyright Act 1968 (Cth)");
    const de = build({ governingLaw: "germany" }).text;
    expect(de).toContain("copyright itself cannot be transferred under German law (§ 29(1)");
    expect(de).toContain("exclusive right, unlimited as to time, territory and content");
    expect(de).not.toContain("assigns to the Client");
  });

  test.each([
    ["united-states", ["IRS Form 1099-NEC", "common-law test"], ["ABC test", "IR35", "Scheinselbständigkeit"]],
    ["new-york", ["common-law test"], ["ABC test", "IR35"]],
    ["delaware", ["common-law test"], ["ABC test", "IR35"]],
    ["california", ["common-law test", "ABC test", "Labor Code section 2775", "Assembly Bill 5"], ["IR35"]],
    ["united-kingdom", ["off-payroll working rules (IR35)", "status determination statement"], ["common-law test", "ABC test"]],
    ["germany", ["Scheinselbständigkeit", "§ 7a SGB IV", "Statusfeststellungsverfahren"], ["IR35", "common-law test"]],
    ["canada", ["Canada Revenue Agency", "Canada Pension Plan"], ["IR35", "common-law test", "ABC test"]],
    ["australia", ["Fair Work Act 2009 (Cth)", "Australian Business Number"], ["IR35", "common-law test"]],
  ] as const)("worker classification under %s", (governingLaw, present, absent) => {
    const { text, headings } = build({ governingLaw });
    expect(hasHeading(headings, O.classification)).toBe(true);
    for (const s of present) expect(text).toContain(s);
    for (const s of absent) expect(text).not.toContain(s);
  });

  test("no worker classification note under other law", () => {
    const { text, headings } = build({ governingLaw: "other" });
    expect(hasHeading(headings, O.classification)).toBe(false);
    for (const s of ["IR35", "ABC test", "common-law test", "Scheinselbständigkeit", "Fair Work Act"]) expect(text).not.toContain(s);
  });

  test("data protection only when personal data is processed: Art. 28 terms under UK and German law", () => {
    for (const law of LAWS) expect(hasHeading(build({ governingLaw: law }).headings, O.dataProtection)).toBe(false);
    const uk = build({ governingLaw: "united-kingdom", processesPersonalData: true });
    expect(hasHeading(uk.headings, O.dataProtection)).toBe(true);
    expect(uk.text).toContain("Article 28(3) of the UK GDPR");
    const de = build({ governingLaw: "germany", processesPersonalData: true }).text;
    expect(de).toContain("Article 28(3) of the GDPR");
    expect(de).toContain("Bundesdatenschutzgesetz");
    const us = build({ governingLaw: "california", processesPersonalData: true }).text;
    expect(us).not.toContain("Article 28");
    expect(us).toContain("service provider");
    const au = build({ governingLaw: "australia", processesPersonalData: true }).text;
    expect(au).toContain("Australian Privacy Principles");
    expect(au).not.toContain("Article 28");
  });

  test("non-solicitation only when chosen", () => {
    const off = build();
    expect(hasHeading(off.headings, O.nonSolicitation)).toBe(false);
    expect(off.text).not.toContain("solicit for employment");
    const on = build({ nonSolicitation: true, governingLaw: "california" });
    expect(hasHeading(on.headings, O.nonSolicitation)).toBe(true);
    expect(on.text).toContain("solicit for employment");
    expect(on.text).toContain("Business and Professions Code section 16600");
    expect(build({ nonSolicitation: true }).text).not.toContain("16600");
  });

  test("warranties, indemnities and liability: carve-outs and caps by law and option", () => {
    const us = build({ liabilityCap: "twice-fees" }).text;
    expect(us).toContain("IMPLIED WARRANTY OF MERCHANTABILITY");
    expect(us).toContain("TWICE (2X) THE TOTAL FEES");
    expect(us).toContain("indemnify and hold harmless the Client");
    expect(us).toContain("indemnify and hold harmless the Contractor");
    const uk = build({ governingLaw: "united-kingdom", liabilityCap: "12-months-fees" }).text;
    expect(uk).toContain("fraud or fraudulent misrepresentation");
    expect(uk).toContain("the Fees paid and payable under this Agreement in the twelve (12) months");
    expect(uk).toContain("Contracts (Rights of Third Parties) Act 1999");
    const de = build({ governingLaw: "germany" }).text;
    expect(de).toContain("wesentliche Vertragspflicht");
    expect(de).toContain("Produkthaftungsgesetz");
    expect(build({ governingLaw: "australia" }).text).toContain("Australian Consumer Law");
  });

  test("term and termination: dates, notice, what is owed by fee type, survival", () => {
    const fixed = build({ endDate: "2027-06-30", noticeDays: 30 }).text;
    expect(fixed).toContain("begin performing the Services on December 1, 2026");
    expect(fixed).toContain("continues until June 30, 2027");
    expect(fixed).toContain("at least thirty (30) days' written notice");
    expect(fixed).toContain("a fair proportion of the fixed Fees");
    expect(build({ fee: { type: "hourly", amount: 10_000, currency: "USD" } }).text).toContain("the Fees for all hours properly worked");
    expect(build(milestoneFee).text).toContain("each milestone payment for a milestone completed and accepted");
    expect(build().text).toContain("continues until the Services are completed and all Fees have been paid");
  });

  test.each([
    ["united-kingdom", "the laws of England and Wales", "the courts of England and Wales"],
    ["germany", "the laws of the Federal Republic of Germany", "§ 38 of the German Code of Civil Procedure"],
    ["california", "the laws of the State of California", "Defend Trade Secrets Act"],
    ["other", "the laws of the jurisdiction in which the Client is established", "the competent courts of that jurisdiction"],
  ] as const)("governing law and venue under %s", (governingLaw, law, venue) => {
    const { text } = build({ governingLaw });
    expect(text).toContain(law);
    expect(text).toContain(venue);
  });

  test("the business profile fills the Client's registration, VAT ID and signatory", () => {
    const business = businessIdentity({ registrationNumber: "12345678", vatId: "GB123456789" });
    const { text, html } = build({ governingLaw: "united-kingdom" }, business);
    expect(text).toContain("a company with registration number 12345678, whose registered office is at");
    expect(text).toContain("VAT ID: GB123456789");
    expect(html).toContain("Name: Ada Admin");
    expect(html).toContain("Title: CEO");
  });

  test("dates as lawyers under each law write them: month first in the US and Canada, day first elsewhere", () => {
    for (const governingLaw of LAWS) {
      const { text } = build({ governingLaw, endDate: "2027-03-31" });
      const monthFirst = !["united-kingdom", "australia", "germany", "other"].includes(governingLaw);
      const [start, end] = monthFirst ? ["December 1, 2026", "March 31, 2027"] : ["1 December 2026", "31 March 2027"];
      expect(text, governingLaw).toContain(`Start date: ${start}. End date: ${end}.`);
      expect(text, governingLaw).toContain(`continues until ${end}`);
    }
  });

  test("days in words", () => {
    expect(daysWords(1)).toBe("one (1) day");
    expect(daysWords(14)).toBe("fourteen (14) days");
    expect(daysWords(30)).toBe("thirty (30) days");
    expect(daysWords(45)).toBe("forty-five (45) days");
    expect(daysWords(180)).toBe("180 (180) days");
  });

  test("complete and escaped", () => {
    const hostileParty = { name: HOSTILE, address: HOSTILE, email: "x@y.co" };
    const { html, md, text } = build({
      ...milestoneFee,
      client: hostileParty,
      contractor: hostileParty,
      services: HOSTILE,
      acceptanceCriteria: HOSTILE,
      deliverables: [{ description: HOSTILE }],
      milestones: [{ description: HOSTILE, amount: 1_000_001 }],
    });
    expect(text).not.toMatch(/lorem|TODO|undefined|\[object/i);
    expect(text).not.toMatch(/\bNaN\b/);
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
  });
});
