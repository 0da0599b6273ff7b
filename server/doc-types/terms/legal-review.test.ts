// The legal review of the terms: marketplace duties towards business sellers (P2B) and UK
// users (Online Safety Act), the DSA legal representative, the cancellation period for goods;
// consumer terms without contractual interest or consent by continued use, accepted by a tick box, with the e-commerce
// information and the withdrawal function; business SaaS terms with confidentiality, a DPA and an
// IP indemnity.
import { describe, expect, test } from "vitest";
import { type TTermsRequestInput, ZTermsRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, businessIdentity, renderAll, unescapeMarkdown } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { B2B_SAAS_HEADINGS } from "./b2b-saas";
import { MARKETPLACE_HEADINGS as M } from "./marketplace";

const build = (over: Partial<TTermsRequestInput> = {}, business?: BusinessIdentity) => {
  const { md, headings } = renderAll(
    buildDocument(
      "terms_conditions",
      ZTermsRequestSchema.parse({
        companyName: "Acme Market Ltd",
        website: "https://acme.example",
        businessType: "marketplace",
        governingLaw: "united-kingdom",
        hasPayments: true,
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT, business },
    ),
  );
  return { text: unescapeMarkdown(md), headings };
};

const has = (headings: string[], h: string) => headings.some((x) => x.endsWith(h));

describe("UK marketplace terms", () => {
  test("platform-to-business terms: grounds, 30 days' notice with reasons, complaints, mediation", () => {
    const { text, headings } = build();
    for (const h of [M.p2b, M.p2bChanges, M.p2bRestriction, M.p2bDifferentiated, M.p2bComplaints, M.p2bMediation]) expect(has(headings, h), h).toBe(true);
    for (const s of [
      "Regulation (EU) 2019/1150",
      "as it forms part of the law of the United Kingdom",
      "at least thirty (30) days' notice before the termination takes effect, with a statement of reasons on a durable medium (Art. 4(1))",
      "before or at the time the restriction or suspension takes effect (Art. 4(2))",
      "at least fifteen (15) days before it takes effect",
      "(Art. 11)",
      "(Art. 12)",
      "Centre for Effective Dispute Resolution",
      "by any business seller we control, any treatment different from that of other business sellers",
      "(Art. 7(1) and (3))",
      "the main economic, commercial or legal considerations",
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain("with or without notice");
  });

  test("the Online Safety Act 2023: illegal content, reporting and complaints", () => {
    const { text, headings } = build();
    expect(has(headings, M.onlineSafety)).toBe(true);
    for (const s of ["Online Safety Act 2023", "user-to-user service", "(s. 10)", "(s. 20)", "(s. 21)"]) expect(text, s).toContain(s);
    expect(has(build({ governingLaw: "california" }).headings, M.onlineSafety)).toBe(false);
  });

  test("the cancellation period for goods bought from a trader runs from delivery (reg. 30(3))", () => {
    const { text } = build();
    expect(text).toContain("take physical possession of the goods");
    expect(text).toContain("reg. 30(3)");
    expect(text).toContain("The seller, not us, must give you its cancellation information");
  });

  test("an EU legal representative under Art. 13 DSA when EU consumers use a UK marketplace", () => {
    const rep = build({ sellsToEuUkConsumers: true, euLegalRepresentative: "EU Rep GmbH\nFriedrichstraße 2\n10117 Berlin" }).text;
    expect(rep).toContain("Article 13 DSA");
    expect(rep).toContain("EU Rep GmbH, Friedrichstraße 2, 10117 Berlin");
    const profile = build({ sellsToEuUkConsumers: true }, businessIdentity({ representative: { name: "Rep Ltd", address: "1 Rue X\nParis", email: "rep@x.example" } })).text;
    expect(profile).toContain("Rep Ltd, 1 Rue X, Paris, rep@x.example");
    expect(build({ governingLaw: "germany" }).text).not.toContain("Article 13 DSA");
  });
});

describe("consumer terms", () => {
  test("no contractual interest for consumers; statutory rates for businesses", () => {
    expect(build({ audience: "consumers", businessType: "saas" }).text).not.toContain("1.5% per month");
    expect(build({ audience: "consumers", businessType: "saas", governingLaw: "germany" }).text).not.toMatch(/interest/);
    expect(build({ audience: "both", businessType: "saas", governingLaw: "germany" }).text).toContain("If you are a business, overdue amounts bear default interest of nine percentage points above the base rate (§ 288(2) BGB)");
    expect(build({ audience: "both", businessType: "saas" }).text).toContain("Late Payment of Commercial Debts (Interest) Act 1998");
    expect(build({ audience: "businesses", businessType: "saas", governingLaw: "california" }).text).toContain("Overdue amounts may bear interest at the lower of 1.5% per month");
  });

  test("continued use never binds a consumer to changed terms", () => {
    const consumers = build({ audience: "consumers", businessType: "saas" }).text;
    expect(consumers).not.toContain("By continuing to use the Services after");
    expect(consumers).toContain("a change that is to your disadvantage applies to you only if you accept it");
    expect(build({ audience: "businesses", businessType: "saas" }).text).toContain("By continuing to use the Services after a change takes effect you agree");
  });

  test("consumers accept by an explicit tick box, never by use, under German, UK and US law; business-only terms may bind by use", () => {
    for (const governingLaw of ["germany", "united-kingdom", "california"] as const) {
      for (const audience of ["consumers", "both"] as const) {
        const text = build({ audience, businessType: "saas", governingLaw }).text;
        expect(text, `${governingLaw} ${audience}`).not.toContain("By accessing or using the Services");
        expect(text, `${governingLaw} ${audience}`).not.toContain("By using the Services, you confirm");
        expect(text).toContain("You accept these Terms only by ticking the box confirming that you have read and agree to them");
        expect(text).toContain("Visiting or browsing the website does not by itself bind you to these Terms.");
      }
    }
    const business = build({ audience: "businesses", businessType: "saas", governingLaw: "california" }).text;
    expect(business).toContain("By accessing or using the Services, or by clicking to accept these Terms, you agree to be bound by them.");
    expect(business).not.toContain("ticking the box");
  });

  test("an EU e-shop states how the contract is concluded and offers the withdrawal function", () => {
    const { text, headings } = build({ businessType: "ecommerce", governingLaw: "germany", audience: "consumers" });
    expect(has(headings, "How a Contract Is Concluded")).toBe(true);
    for (const s of ["§ 312i BGB and Art. 246c EGBGB", "You can correct any input error", "We store the text of the contract", "German and English", '"Order with obligation to pay"', '"Withdraw from contract here"', "Art. 11a of Directive 2011/83/EU"])
      expect(text, s).toContain(s);
    expect(build({ businessType: "ecommerce", audience: "consumers" }).text).toContain("Electronic Commerce (EC Directive) Regulations 2002, reg. 9");
  });
});

describe("business SaaS terms", () => {
  test("confidentiality, customer personal data with an Art. 28 DPA schedule, and our IP indemnity", () => {
    const { text, headings } = build({ businessType: "saas", audience: "businesses", governingLaw: "california" });
    for (const h of Object.values(B2B_SAAS_HEADINGS)) expect(has(headings, h), h).toBe(true);
    for (const s of ['"Confidential Information" means', "Article 28(3)", "sub-processors", "We will defend you against any claim by a third party"])
      expect(text, s).toContain(s);
    expect(has(build({ businessType: "saas", audience: "consumers" }).headings, B2B_SAAS_HEADINGS.dpa)).toBe(false);
  });

  test("a processor outside the EEA and the UK incorporates SCC Module Two and the UK Addendum by reference; one inside promises safeguards", () => {
    const saas = { businessType: "saas", audience: "businesses" } as const;
    for (const [label, text] of [
      ["a Texas processor", build({ ...saas, governingLaw: "united-states", governingRegion: "US-TX" }, businessIdentity({ country: "US" })).text],
      ["US law, no profile", build({ ...saas, governingLaw: "california" }).text],
    ] as const) {
      for (const s of [
        "Commission Implementing Decision (EU) 2021/914",
        "Module Two (controller to processor)",
        "are incorporated into these Terms by reference",
        "Clause 17, Option 2",
        "International Data Transfer Addendum to the EU Commission Standard Contractual Clauses (version B1.0)",
        "section 119A of the Data Protection Act 2018",
      ])
        expect(text, `${label}: ${s}`).toContain(s);
      expect(text, label).not.toContain("only where the transfer is covered by an adequacy decision or by appropriate safeguards under Chapter V");
    }
    for (const [label, text] of [
      ["a German processor", build({ ...saas, governingLaw: "germany" }, businessIdentity({ country: "DE" })).text],
      ["a UK processor", build({ ...saas, governingLaw: "united-kingdom" }, businessIdentity({ country: "GB" })).text],
      ["a Norwegian processor under US law", build({ ...saas, governingLaw: "california" }, businessIdentity({ country: "NO" })).text],
    ] as const) {
      expect(text, label).not.toContain("Module Two");
      expect(text, label).toContain("such as the European Commission's Standard Contractual Clauses");
    }
  });

  test("the User Content license no longer contradicts Customer Data (no sublicensable, transferable, promotional license)", () => {
    const { text } = build({ businessType: "saas", audience: "businesses", governingLaw: "california" });
    expect(text).not.toContain("sublicensable and transferable");
    expect(text).not.toContain("promoting the Services");
    expect(text).toContain('Customer Data is governed by "Your Data", not by this section.');
  });
});
