// The restrictive covenants and the governing law follow the law of the place of work: a US
// contract asks for the work state, never prints a non-compete where the state voids it, and prints
// the notice and earnings conditions of the states that set them; covenants elsewhere are severed,
// not rewritten.
import { describe, expect, test } from "vitest";
import {
  type EmploymentJurisdiction,
  NO_NON_COMPETE_STATES,
  type TEmploymentContractRequestInput,
  ZEmploymentContractRequestSchema,
} from "../../../shared/doc-types";
import { messagesOf } from "../../../shared/validation/test-utils";
import { GENERATED_AT, businessIdentity, renderAll, unescapeMarkdown } from "../../../test/rendered";
import { buildDocument } from "../registry";

const CURRENCY: Partial<Record<EmploymentJurisdiction, string>> = {
  "united-kingdom": "GBP",
  "canada-ontario": "CAD",
  australia: "AUD",
  germany: "EUR",
};

const body = (jurisdiction: EmploymentJurisdiction, over: Partial<TEmploymentContractRequestInput> = {}): TEmploymentContractRequestInput => ({
  jurisdiction,
  employer: { name: "Acme Inc.", address: "1 Market Street\nSan Francisco, CA 94105", email: "hr@acme.example" },
  employee: { name: "Sam Doe", address: "2 Elm St\nDenver, CO 80202" },
  jobTitle: "Account Executive",
  startDate: "2027-01-04",
  salary: { amount: 20_000_000, currency: CURRENCY[jurisdiction] ?? "USD", period: "year" },
  flsaStatus: "exempt",
  hoursPerWeek: 40,
  effectiveDate: "2026-12-01",
  ...over,
});

/** The Markdown as a reader sees it (the HTML's text splits identifiers kept on one line). */
const render = (input: TEmploymentContractRequestInput, business = businessIdentity()) => {
  const { md } = renderAll(buildDocument("employment_contract", ZEmploymentContractRequestSchema.parse(input), { generatedAt: GENERATED_AT, business }));
  return { md, text: unescapeMarkdown(md) };
};

/** The template run on input the schema would refuse (a stored document, an API caller). */
const renderUnchecked = (input: TEmploymentContractRequestInput) => {
  const parsed = ZEmploymentContractRequestSchema.parse({ ...input, nonCompete: false });
  return unescapeMarkdown(renderAll(buildDocument("employment_contract", { ...parsed, nonCompete: true }, { generatedAt: GENERATED_AT })).md);
};

describe("US employment: the work state", () => {
  test("is required for a United States contract, and matches California and New York", () => {
    expect(messagesOf(ZEmploymentContractRequestSchema, body("united-states"))).toEqual({
      workState: ["Work state is required for a United States contract"],
    });
    expect(messagesOf(ZEmploymentContractRequestSchema, body("united-states", { workState: "Atlantis" }))).toEqual({
      workState: ["Select a valid work state"],
    });
    expect(messagesOf(ZEmploymentContractRequestSchema, body("california", { workState: "US-CO" }))).toEqual({
      workState: ["Work state must be California for this jurisdiction"],
    });
    // Another jurisdiction ignores it (a form switched from the US keeps no state-law words).
    expect(render(body("united-kingdom", { workState: "US-CO" })).text).not.toContain("Colorado");
    expect(ZEmploymentContractRequestSchema.parse(body("united-states", { workState: "Colorado" })).workState).toBe("US-CO");
  });

  test("governs the contract, and the place of work is never taken from the employer's address", () => {
    const { text } = render(body("united-states", { workState: "US-CO" }));
    expect(text).toContain("This Agreement is governed by the laws of the State of Colorado");
    expect(text).toContain("The state and federal courts located in the State of Colorado have jurisdiction");
    expect(text).toContain("The Employee's normal place of work is the Employer's premises in the State of Colorado that the Employer designates.");
    expect(text).not.toContain("normal place of work is 1 Market Street");
    expect(text).not.toContain("the State in which the Employee primarily performs work");
    const remote = render(body("united-states", { workState: "US-TX", workArrangement: "remote" })).text;
    expect(remote).toContain("normal place of work is the Employee's home in the State of Texas.");
    expect(remote).toContain("work remotely from their home in the State of Texas");
  });

  test("California or New York chosen as the work state gives that state's contract", () => {
    const ca = render(body("united-states", { workState: "US-CA" })).text;
    expect(ca).toContain("Labor Code § 925");
    expect(ca).toContain("California Labor Code § 2870");
  });
});

describe("US non-competes", () => {
  test.each(NO_NON_COMPETE_STATES)("%s: refused by the schema and never printed", (state) => {
    const input = body("united-states", { workState: state, nonCompete: true });
    const jurisdiction = state === "US-CA" ? "california" : "united-states";
    const messages = messagesOf(ZEmploymentContractRequestSchema, { ...input, jurisdiction });
    expect(messages.nonCompete?.[0]).toMatch(/^A non-compete is void in /);
    const text = renderUnchecked({ ...input, jurisdiction });
    expect(text).not.toContain("Competing Business");
    expect(text).not.toContain("Restricted Period");
  });

  test("California, Minnesota, North Dakota and Oklahoma are the states that void them", () => {
    expect([...NO_NON_COMPETE_STATES].sort()).toEqual(["US-CA", "US-MN", "US-ND", "US-OK"]);
    expect(messagesOf(ZEmploymentContractRequestSchema, body("california", { nonCompete: true })).nonCompete).toEqual([
      "A non-compete is void in California (Cal. Bus. & Prof. Code §§ 16600, 16600.1 and 16600.5)",
    ]);
  });

  test("the covenant reads as one sentence with defined terms (no garbled territory clause)", () => {
    const { text } = render(body("united-states", { workState: "US-TX", nonCompete: true }));
    expect(text).toContain('"Competing Business" means any business that competes');
    expect(text).toContain('"Restricted Territory" means each state or other territory');
    expect(text).toContain(
      "the Employee will not, directly or indirectly, within the Restricted Territory, perform for a Competing Business, whether as an employee, owner, partner, consultant or otherwise, services that are the same as or substantially similar to the services the Employee performed for the Employer during the twelve (12) months before the Termination Date.",
    );
    expect(text).not.toMatch(/territory in which that business was carried on in that period that are the same/);
    expect(text).toContain("the law of the State of Texas");
  });

  test("Colorado: the earnings threshold, the separate notice and the Colorado forum", () => {
    const low = body("united-states", { workState: "US-CO", nonCompete: true, salary: { amount: 9_000_000, currency: "USD", period: "year" } });
    expect(messagesOf(ZEmploymentContractRequestSchema, low).nonCompete).toEqual([
      "A non-compete is void in Colorado for annual earnings of $127,091 or less (C.R.S. § 8-2-113)",
    ]);
    const { text } = render(body("united-states", { workState: "US-CO", nonCompete: true }));
    for (const s of ["C.R.S. § 8-2-113(2)(b)", "highly compensated workers", "in a separate document", "C.R.S. § 8-2-113(4)", "adjudicated in Colorado"])
      expect(text, s).toContain(s);
    const solicit = body("united-states", { workState: "US-CO", nonSolicitation: true, salary: { amount: 6_000_000, currency: "USD", period: "year" } });
    expect(messagesOf(ZEmploymentContractRequestSchema, solicit).nonSolicitation?.[0]).toContain("$76,254.60");
  });

  test("Colorado: the separate notice is produced, on a page of its own for the employee to sign, and the contract refers to it truthfully", () => {
    const input = body("united-states", { workState: "US-CO", nonCompete: true, nonSolicitation: true });
    const model = buildDocument("employment_contract", ZEmploymentContractRequestSchema.parse(input), { generatedAt: GENERATED_AT, business: businessIdentity() });
    const notice = model.sections.at(-1)!;
    expect(notice).toMatchObject({ heading: "Notice of Noncompete Covenant (C.R.S. § 8-2-113(4))", ownPage: true, schedule: true });
    // It names the agreement, says what the covenant may do, points to its section, and is signed by the employee.
    const restrictions = model.sections.findIndex((s) => s.heading === "Restrictive Covenants") + 1;
    const { text, html } = { ...render(input), html: renderAll(model).html };
    expect(text).toContain("contains a covenant not to compete and a covenant not to solicit customers that could restrict your options for subsequent employment following your separation from the Employer.");
    expect(text).toContain(`The covenant is in section ${restrictions} ("Restrictive Covenants") of that agreement.`);
    expect(notice.blocks.at(-1)).toEqual({ type: "signatures", parties: [{ role: "Employee", name: "Sam Doe", fields: ["Signature", "Date received"] }] });
    expect(html).toMatch(/<section class="doc-section doc-own-page"><h2[^>]*>Notice of Noncompete Covenant/);
    // The contract no longer says the notice "has been given": it says where it is.
    expect(text).not.toContain("has given the Employee notice");
    expect(text).toContain('in a separate document, the "Notice of Noncompete Covenant (C.R.S. § 8-2-113(4))" that follows this Agreement on a page of its own, for the Employee to sign');
    // A non-solicitation alone needs it too (C.R.S. § 8-2-113(2)(d)); no covenant, or another state, none.
    expect(render(body("united-states", { workState: "US-CO", nonSolicitation: true })).text).toContain("contains a covenant not to solicit customers that could restrict");
    expect(render(body("united-states", { workState: "US-CO" })).text).not.toContain("Notice of Noncompete Covenant");
    expect(render(body("united-states", { workState: "US-TX", nonCompete: true })).text).not.toContain("Notice of Noncompete Covenant");
  });

  test("Illinois: $75,000 and $45,000, a lawyer's advice and fourteen days", () => {
    const hourly = body("united-states", { workState: "US-IL", nonCompete: true, flsaStatus: "non-exempt", salary: { amount: 3_500, currency: "USD", period: "hour" } });
    expect(messagesOf(ZEmploymentContractRequestSchema, hourly).nonCompete).toEqual([
      "A non-compete is void in Illinois for annual earnings of $75,000 or less (820 ILCS 90)",
    ]);
    const { text } = render(body("united-states", { workState: "US-IL", nonCompete: true }));
    for (const s of ["exceed $75,000", "$80,000", "820 ILCS 90/20", "consult with an attorney", "fourteen (14) calendar days"]) expect(text, s).toContain(s);
  });

  test("Washington: the threshold, disclosure at acceptance, layoff pay, Washington law and forum", () => {
    const { text } = render(body("united-states", { workState: "US-WA", nonCompete: true }));
    for (const s of ["RCW 49.62.020(1)(b)", "no later than the time the Employee accepted the offer", "result of a layoff", "RCW 49.62.050"])
      expect(text, s).toContain(s);
    expect(messagesOf(ZEmploymentContractRequestSchema, body("united-states", { workState: "US-WA", nonCompete: true, restrictionMonths: 24 })).nonCompete).toEqual([
      "A non-compete may last at most 18 months in Washington (RCW 49.62)",
    ]);
  });

  test("Oregon and Massachusetts: exempt employees only, twelve months at most, their notices", () => {
    expect(messagesOf(ZEmploymentContractRequestSchema, body("united-states", { workState: "US-OR", nonCompete: true, flsaStatus: "non-exempt" })).nonCompete).toEqual([
      "A non-compete cannot bind a non-exempt employee in Oregon (Or. Rev. Stat. § 653.295)",
    ]);
    expect(messagesOf(ZEmploymentContractRequestSchema, body("united-states", { workState: "US-MA", nonCompete: true, restrictionMonths: 18 })).nonCompete).toEqual([
      "A non-compete may last at most 12 months in Massachusetts (Mass. Gen. Laws ch. 149, § 24L)",
    ]);
    expect(render(body("united-states", { workState: "US-OR", nonCompete: true })).text).toContain("at least two (2) weeks before the first day of employment");
    const ma = render(body("united-states", { workState: "US-MA", nonCompete: true })).text;
    expect(ma).toContain("right to consult with counsel");
    expect(ma).toContain("garden leave of at least fifty percent (50%)");
  });

  test("customer non-solicitation: none in North Dakota; established customers only in Oklahoma", () => {
    const nd = render(body("united-states", { workState: "US-ND", nonSolicitation: true })).text;
    expect(nd).toContain("North Dakota Century Code § 9-08-06");
    expect(nd).not.toContain("solicit, canvass");
    const ok = render(body("united-states", { workState: "US-OK", nonSolicitation: true })).text;
    expect(ok).toContain("established customer");
    expect(ok).not.toContain("accept business from");
  });
});

describe("covenants outside the US are severed, not rewritten", () => {
  test.each(["united-kingdom", "canada-ontario", "australia"] as const)("%s: no 'smallest modification'", (j) => {
    const { text } = render(body(j, { nonSolicitation: true, nonCompete: j !== "canada-ontario" }));
    expect(text).not.toContain("smallest modification");
    expect(text).not.toContain("comes closest to its intent");
    expect(text).toContain("severable");
  });

  test("Ontario: no 'accept business from, or deal with' (ESA s. 67.2)", () => {
    const { text } = render(body("canada-ontario", { nonSolicitation: true }));
    expect(text).not.toContain("accept business from, or deal with");
    expect(text).toContain("solicit any person who was a customer");
  });

  test("Australia: the restricted period cascades", () => {
    const { text } = render(body("australia", { nonCompete: true, restrictionMonths: 12 }));
    expect(text).toContain('The "Restricted Period" is the period after the Termination Date of: (a) 12 months; or (b) six (6) months; or (c) three (3) months');
  });
});

describe("signature blocks", () => {
  test("the profile's signatory signs for the employer", () => {
    const { md } = render(body("united-kingdom", { employer: { name: "Acme Inc.", address: "1 Main St" } }));
    expect(md).toContain("Name: Ada Admin");
    expect(md).toContain("Title: CEO");
  });
});
