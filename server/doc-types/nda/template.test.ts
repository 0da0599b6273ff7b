import { describe, expect, test } from "vitest";
import { ZNdaRequestSchema, type TNdaRequestInput } from "../../../shared/doc-types";
import { buildDocument } from "../registry";
import {
  GENERATED_AT,
  HOSTILE,
  markdownHeadings,
  renderAll,
  unsafeHtml,
  wordCount,
} from "../../../test/rendered";
import { NDA_HEADINGS as H, NDA_OPTIONAL_HEADINGS } from "./template";

const build = (over: Partial<TNdaRequestInput> = {}) =>
  renderAll(
    buildDocument(
      "nda",
      ZNdaRequestSchema.parse({
        disclosingParty: {
          name: "Acme Inc.",
          address: "1 Main St\nSpringfield, IL 62701",
          email: "legal@acme.com",
        },
        receivingParty: { name: "Beta LLC", address: "2 High St\nLondon", email: "ops@beta.co.uk" },
        purpose: "Evaluating a potential distribution partnership.",
        duration: "2-years",
        governingLaw: "delaware",
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT },
    ),
  );

const hasHeading = (headings: string[], heading: string) =>
  headings.some((h) => h.endsWith(heading));

describe("NDA", () => {
  test("every clause a lawyer expects, numbered, with a signature block per party", () => {
    const { headings, html, md } = build();
    for (const heading of Object.values(H))
      expect(hasHeading(headings, heading), heading).toBe(true);
    // Over three pages: a contents list comes first.
    expect(headings[1]).toBe("Contents");
    expect(headings[2]).toBe(`1. ${H.purpose}`);
    expect(markdownHeadings(md)).toEqual(headings);
    expect(html.match(/class="doc-signature"/g)).toHaveLength(2);
    for (const field of ["Signature", "Name", "Title", "Date"])
      expect(html).toContain(`<span class="doc-signature-label">${field}</span>`);
  });

  test("one-way: Disclosing Party and Receiving Party, obligations on the recipient only", () => {
    const { headings, html, text } = build({ type: "one-way" });
    expect(headings[0]).toBe("Non-Disclosure Agreement");
    expect(text).toContain(
      'Acme Inc. , a company, with its principal office at 1 Main St, Springfield, IL 62701 (the "Disclosing Party")',
    );
    expect(text).toContain('(the "Receiving Party")');
    expect(text).toContain("The Receiving Party shall:");
    expect(text).not.toContain("reciprocally");
    expect(html).toContain('<p class="doc-party-label">Disclosing Party</p>');
    expect(html).toContain('<p class="doc-signature-role"><strong>Receiving Party</strong></p>');
  });

  test("mutual: each party is both, obligations reciprocal", () => {
    const { headings, text } = build({ type: "mutual" });
    expect(headings[0]).toBe("Mutual Non-Disclosure Agreement");
    expect(text).toContain("Each Party may disclose Confidential Information to the other");
    expect(text).toContain("Each Party, as Receiving Party, shall:");
    expect(text).toContain("apply equally and reciprocally to each Party");
    expect(text).toContain("Confidential Information of each Party");
  });

  test("parties, purpose, definitions, exclusions and obligations", () => {
    const { text } = build();
    for (const s of [
      "Acme Inc.",
      "Beta LLC",
      "legal@acme.com",
      "ops@beta.co.uk",
      "2 High St\nLondon",
      "Evaluating a potential distribution partnership.",
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('"Confidential Information" means');
    for (const exclusion of [
      "generally available to the public",
      "was known to the Receiving Party",
      "independently developed",
      "rightfully received by the Receiving Party from a third party",
    ]) {
      expect(text).toContain(exclusion);
    }
    for (const duty of ["same degree of care", "need to know", "reverse engineer"])
      expect(text).toContain(duty);
    expect(text).toContain("prompt written notice");
    expect(text).toContain('"AS IS"');
    expect(text).toContain("injunctive relief");
    expect(text).toContain("certify the return or destruction");
  });

  test.each([
    ["1-year", "one (1) year"],
    ["2-years", "two (2) years"],
    ["3-years", "three (3) years"],
    ["5-years", "five (5) years"],
  ] as const)("term %s", (duration, words) => {
    const { text } = build({ duration });
    expect(text).toContain(`continues for ${words} (the "Term")`);
    expect(text).toContain(`survive the expiration or termination of this Agreement for ${words}`);
    expect(text).toContain("for as long as the information remains a trade secret");
  });

  test("indefinite term: until the information falls under an exclusion", () => {
    const { text } = build({ duration: "indefinite" });
    expect(text).toContain(
      "survive indefinitely, until that Confidential Information falls within one of the exclusions",
    );
    expect(text).not.toContain('(the "Term")');
  });

  test.each([
    ["united-states", "the federal laws of the United States of America", true],
    ["california", "the laws of the State of California, United States", true],
    ["new-york", "the laws of the State of New York, United States", true],
    ["delaware", "the laws of the State of Delaware, United States", true],
    ["united-kingdom", "the laws of England and Wales", false],
    ["canada", "the federal laws of Canada applicable therein", false],
    ["australia", "the laws of the Commonwealth of Australia", false],
    ["germany", "the laws of the Federal Republic of Germany", false],
  ] as const)("governing law %s", (governingLaw, law, dtsa) => {
    const { text } = build({ governingLaw });
    expect(text).toContain("construed in accordance with the ");
    expect(text).toContain(law);
    expect(text.includes("Defend Trade Secrets Act")).toBe(dtsa);
    // English law lets a third party enforce a term that benefits it unless the Act is excluded.
    const thirdParty = text.includes("Contracts (Rights of Third Parties) Act 1999");
    expect(thirdParty).toBe(governingLaw === "united-kingdom");
    if (!thirdParty) expect(text).toContain("nothing in it confers any right or remedy on any other person");
    // Dates as lawyers under each law write them: month first in the US and Canada, day first elsewhere.
    const monthFirst = dtsa || governingLaw === "canada";
    expect(text).toContain(`entered into as of ${monthFirst ? "November 23, 2026" : "23 November 2026"}`);
  });

  test("complete and escaped", () => {
    expect(wordCount(build().text)).toBeGreaterThan(1800);
    const hostileParty = { name: HOSTILE, address: HOSTILE, email: "x@y.co" };
    const { html, md, text } = build({
      type: "mutual",
      disclosingParty: hostileParty,
      receivingParty: hostileParty,
      purpose: HOSTILE,
    });
    expect(text).not.toMatch(/lorem|TODO|undefined|\[object/i);
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
    expect(md).toContain("\\[x\\](javascript:alert(1))");
  });
});

// "Closing the gaps in the existing documents": each clause present when selected, absent when not.
describe("NDA: the gaps closed", () => {
  const party = (over: Record<string, unknown>) => ({
    name: "Jane Roe",
    address: "5 Elm St\nAustin, TX 78701",
    email: "jane@roe.example",
    ...over,
  });

  test("1. an individual resides at an address and signs without a title; a company has its office", () => {
    const { text, html } = build({ type: "one-way", receivingParty: party({ entityType: "individual" }) });
    expect(text).toContain('Jane Roe , an individual residing at 5 Elm St, Austin, TX 78701 (the "Receiving Party")');
    expect(text).not.toMatch(/Jane Roe , a company|Jane Roe , with its principal/);
    expect(text).toContain("the Parties have executed this Agreement, or caused it to be executed");
    // The individual's block has no Title line; the company's does.
    const signatures = html.split('class="doc-signature"');
    expect(signatures[2]).not.toContain(">Title<");
    expect(signatures[1]).toContain(">Title<");
    const companies = build().text;
    expect(companies).toContain("with its principal office at");
    expect(companies).not.toContain("an individual residing at");
  });

  test("2. registration numbers and place of incorporation, when given", () => {
    const us = build({
      disclosingParty: { ...party({ name: "Acme Inc." }), registrationNumber: "4567890", jurisdiction: "Delaware" },
    }).text;
    expect(us).toContain("a company organized under the laws of Delaware (registration number 4567890)");
    expect(us).toContain("Registration number: 4567890");
    const uk = build({
      governingLaw: "united-kingdom",
      disclosingParty: { ...party({ name: "Acme Ltd" }), registrationNumber: "01234567", jurisdiction: "England and Wales" },
    }).text;
    expect(uk).toContain("a company incorporated in England and Wales with registration number 01234567, whose registered office is at");
    expect(build().text).not.toContain("Registration number");
  });

  test("3. German law: one venue sentence for merchants, statutory venues otherwise", () => {
    const { text } = build({ governingLaw: "germany", type: "one-way" });
    expect(text).toContain(
      "If the Parties are merchants (Kaufleute), legal entities under public law or special funds under public law, the exclusive place of jurisdiction for all disputes arising out of or in connection with this Agreement is the registered seat of the Disclosing Party (§ 38 of the German Code of Civil Procedure, ZPO); otherwise, the statutory places of jurisdiction apply.",
    );
    expect(text).not.toContain("irrevocably submits to the exclusive jurisdiction");
    expect(text).not.toContain("to the extent such a choice of venue is permitted by law");
    expect(build({ governingLaw: "germany", type: "mutual" }).text).toContain("is the registered seat of Acme Inc.");
    expect(build().text).not.toContain("Kaufleute");
  });

  test.each([
    ["nonSolicitation", NDA_OPTIONAL_HEADINGS.nonSolicitation, "solicit for employment"],
    ["standstill", NDA_OPTIONAL_HEADINGS.standstill, "Standstill Period"],
    ["noPublicity", NDA_OPTIONAL_HEADINGS.noPublicity, "public announcement"],
    ["dataProtection", NDA_OPTIONAL_HEADINGS.dataProtection, "Article 28(3) of the GDPR"],
  ] as const)("4. optional clause %s: present when chosen, absent by default", (flag, heading, words) => {
    const off = build();
    expect(hasHeading(off.headings, heading)).toBe(false);
    expect(off.text).not.toContain(words);
    const on = build({ [flag]: true });
    expect(hasHeading(on.headings, heading)).toBe(true);
    expect(on.text).toContain(words);
  });

  test("4. the standstill period follows the choice", () => {
    expect(build({ standstill: true, standstillPeriod: "6-months" }).text).toContain("For six (6) months from the Effective Date");
    expect(build({ standstill: true }).text).toContain("For twelve (12) months from the Effective Date");
  });

  test("5. an LLP or a limited partnership is described as such, never as \"a company\"", () => {
    const uk = build({ governingLaw: "united-kingdom", receivingParty: party({ name: "Difference Partners LLP", address: "42 Harbour Road\nLondon" }) }).text;
    expect(uk).toContain("Difference Partners LLP , a limited liability partnership whose registered office is at 42 Harbour Road, London");
    expect(uk).not.toMatch(/Difference Partners LLP , a company/);
    expect(build({ receivingParty: party({ name: "Vista Capital, L.P." }) }).text).toContain("Vista Capital, L.P. , a limited partnership, with its principal office at");
    expect(build().text).toContain("Beta LLC , a company, with its principal office at");
  });

  test("6. a German-law NDA may carry a contractual penalty (Vertragsstrafe); under any other law it is refused", () => {
    const text = build({ type: "mutual", governingLaw: "germany", contractualPenalty: 2_500_000 }).text;
    expect(text).toContain("Contractual Penalty (Vertragsstrafe)");
    expect(text).toContain("the Party in breach shall pay the other Party a contractual penalty (Vertragsstrafe, § 339 of the German Civil Code, BGB) of €25,000.");
    for (const s of ["§ 340(2) BGB", "§ 343 BGB", "§ 348 of the German Commercial Code, HGB"]) expect(text, s).toContain(s);
    expect(build({ type: "one-way", governingLaw: "germany", contractualPenalty: 1_000_000 }).text).toContain("the Receiving Party shall pay the Disclosing Party a contractual penalty");
    expect(build({ governingLaw: "germany" }).text).not.toContain("Vertragsstrafe");
  });
});
