import { describe, expect, test } from "vitest";
import { ZTermsRequestSchema, type TTermsRequestInput } from "../../../shared/doc-types";
import { BUSINESS_TYPE_OPTIONS } from "../../../shared/validation";
import { buildDocument } from "../registry";
import {
  GENERATED_AT,
  HOSTILE,
  markdownHeadings,
  renderAll,
  unsafeHtml,
  wordCount,
} from "../../../test/rendered";
import { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS as H } from "./template";
import type { BusinessIdentity } from "../business";
import { ARBITRATION_HEADING } from "./arbitration";
import { CONSUMER_HEADINGS } from "./consumer";
import { MARKETPLACE_HEADINGS } from "./marketplace";
import { consumerShopSample } from "./sample";

const build = (over: Partial<TTermsRequestInput> = {}) =>
  renderAll(
    buildDocument(
      "terms_conditions",
      ZTermsRequestSchema.parse({
        companyName: "Acme Inc.",
        website: "https://acme.com",
        businessType: "saas",
        governingLaw: "california",
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT },
    ),
  );

const hasHeading = (headings: string[], heading: string) =>
  headings.some((h) => h.endsWith(heading));

const USUAL = [
  H.acceptance,
  H.eligibility,
  H.accounts,
  H.intellectualProperty,
  H.userContent,
  H.prohibitedUses,
  H.thirdParty,
  H.disclaimers,
  H.liability,
  H.indemnification,
  H.termination,
  H.governingLaw,
  H.changes,
  H.severability,
  H.entireAgreement,
  H.contact,
];

describe("terms and conditions", () => {
  test("title, dates and the usual sections, numbered", () => {
    const { headings, text } = build();
    expect(headings[0]).toBe("Terms and Conditions — Acme Inc.");
    // Over three pages: a contents list comes first.
    expect(headings[1]).toBe("Contents");
    expect(headings[2]).toBe(`1. ${H.acceptance}`);
    for (const heading of USUAL) expect(hasHeading(headings, heading), heading).toBe(true);
    expect(text).toContain("Effective date: November 23, 2026");
    expect(text).toContain("https://acme.com");
  });

  test.each(BUSINESS_TYPE_OPTIONS.map((o) => o.value))(
    "business type %s gets its own section and no other",
    (businessType) => {
      const { headings, md } = build({ businessType });
      for (const [type, heading] of Object.entries(TERMS_BUSINESS_HEADINGS)) {
        expect(hasHeading(headings, heading), heading).toBe(type === businessType);
      }
      expect(markdownHeadings(md)).toEqual(headings);
    },
  );

  test("tailored content per business type", () => {
    expect(build({ businessType: "saas" }).text).toContain("Acceptable Use of the Service");
    expect(build({ businessType: "saas" }).text).toContain("Service Availability and Support");
    const shop = build({ businessType: "ecommerce" }).text;
    expect(shop).toContain("Pricing and Pricing Errors");
    expect(shop).toContain("Risk of Loss and Title");
    expect(shop).toContain("upon our delivery of the products to the carrier");
    expect(build({ businessType: "ecommerce", governingLaw: "united-kingdom" }).text).toContain(
      "from the time they are delivered to the address you gave us",
    );
    expect(build({ businessType: "service" }).text).toContain("Deliverables and Acceptance");
    expect(build({ businessType: "blog" }).text).toContain("Comments and Community Guidelines");
    const app = build({ businessType: "app" }).text;
    expect(app).toContain("License Grant");
    expect(app).toContain("Apple has no obligation to provide any maintenance or support services");
    const market = build({ businessType: "marketplace" }).text;
    expect(market).toContain("We are not a party to any transaction between buyers and sellers");
    expect(market).toContain("Fees");
    expect(build({ businessType: "other" }).text).toContain("The Services");
  });

  test("payments, billing and refunds only when the business accepts payments", () => {
    for (const businessType of BUSINESS_TYPE_OPTIONS.map((o) => o.value)) {
      const free = build({
        businessType,
        hasPayments: false,
        refundPolicy: "Full refund within 30 days.",
      });
      expect(hasHeading(free.headings, H.payments)).toBe(false);
      expect(hasHeading(free.headings, H.refunds)).toBe(false);
      expect(free.text).not.toContain("Full refund within 30 days.");
      expect(free.text).not.toMatch(/refund/i);
    }
    const paid = build({
      hasPayments: true,
      refundPolicy: "Full refund within 30 days.\n\nNo refunds after that.",
    });
    expect(hasHeading(paid.headings, H.payments)).toBe(true);
    expect(hasHeading(paid.headings, H.refunds)).toBe(true);
    expect(paid.html).toContain(
      '<p class="doc-p">Full refund within 30 days.</p><p class="doc-p">No refunds after that.</p>',
    );
    expect(paid.text).toContain("Automatic renewal.");
    const noText = build({ hasPayments: true });
    expect(noText.text).toContain("payments are non-refundable");
  });

  test.each([
    [
      "california",
      "the laws of the State of California, United States",
      "the state and federal courts located in the State of California",
    ],
    ["new-york", "the State of New York, United States", "State of New York"],
    ["delaware", "the State of Delaware, United States", "State of Delaware"],
    ["united-states", "the federal laws of the United States of America", "that State"],
    ["united-kingdom", "the laws of England and Wales", "the courts of England and Wales"],
    ["canada", "the federal laws of Canada applicable therein", "that Province or Territory"],
    ["australia", "the laws of the Commonwealth of Australia", "that State or Territory"],
    ["germany", "the laws of the Federal Republic of Germany", "registered seat of Acme Inc."],
    [
      "other",
      "the jurisdiction in which Acme Inc. is established",
      "the competent courts of that jurisdiction",
    ],
  ] as const)("governing law %s", (governingLaw, law, courts) => {
    const { text } = build({ governingLaw });
    expect(text).toContain(law);
    expect(text).toContain(courts);
  });

  test("consumer law caveats follow the governing law", () => {
    expect(build({ governingLaw: "australia" }).text).toContain("Australian Consumer Law");
    expect(build({ governingLaw: "united-kingdom" }).text).toContain("Consumer Rights Act 2015");
    expect(build({ governingLaw: "germany" }).text).toContain("Product Liability Act");
    expect(build({ governingLaw: "california" }).text).not.toMatch(
      /Australian Consumer Law|Consumer Rights Act|Product Liability Act/,
    );
    expect(build({ governingLaw: "united-kingdom", hasPayments: true }).text).toContain(
      "cancel a contract made online within the cancellation period without giving a reason (14 days)",
    );
    expect(build({ governingLaw: "united-kingdom" }).text).toContain("£100");
  });

  test("several pages of complete text", () => {
    expect(wordCount(build().text)).toBeGreaterThan(2000);
    expect(wordCount(build({ businessType: "blog" }).text)).toBeGreaterThan(2000);
    expect(build({ hasPayments: true }).text).not.toMatch(/lorem|TODO|\bTBD\b|undefined|\[object/i);
  });

  test("user text is escaped in HTML and literal in Markdown", () => {
    const { html, md } = build({
      companyName: HOSTILE,
      hasPayments: true,
      refundPolicy: HOSTILE,
      businessType: "marketplace",
    });
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(md).toContain("\\<img src=x onerror=alert(1)\\>");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
  });
});

// "Closing the gaps in the existing documents": each clause present when selected, absent when not.
describe("terms: the gaps closed", () => {
  const business: BusinessIdentity = {
    profileId: "p",
    legalName: "Acme GmbH",
    address: "Hauptstr. 1\n10115 Berlin",
    email: "hello@acme.de",
    phone: "+49 30 1234567",
    registrationNumber: "HRB 12345",
    vatId: "DE123456789",
    paperSize: "a4",
    brand: { name: "Acme GmbH", primaryColor: "#000000", secondaryColor: "#ffffff" },
  };
  const withProfile = (over: Partial<TTermsRequestInput> = {}) =>
    renderAll(
      buildDocument(
        "terms_conditions",
        ZTermsRequestSchema.parse({
          companyName: "Acme GmbH",
          website: "https://acme.de",
          businessType: "ecommerce",
          governingLaw: "germany",
          hasPayments: true,
          effectiveDate: "2026-11-23",
          ...over,
        }),
        { generatedAt: GENERATED_AT, business },
      ),
    );
  const section = (text: string, heading: string) => text.slice(text.lastIndexOf(heading));

  test("1. the contact block: address, e-mail, registration number and VAT ID from the profile", () => {
    const contact = section(withProfile().text, `${H.contact} If you have`);
    for (const line of ["10115 Berlin", "hello@acme.de", "Registration number: HRB 12345", "VAT ID: DE123456789"])
      expect(contact).toContain(line);
    const bare = build().text;
    expect(bare).not.toContain("Registration number");
    expect(bare).not.toContain("VAT ID");
  });

  test("2. audience: consumers, businesses or both (default both)", () => {
    expect(ZTermsRequestSchema.parse({ companyName: "A", website: "https://a.co", businessType: "saas", governingLaw: "california" }).audience).toBe("both");
    expect(build({ audience: "businesses" }).text).toContain("The Services are offered only to businesses");
    expect(build({ audience: "consumers" }).text).toContain("The Services are intended for consumers");
    const both = build().text;
    expect(both).not.toContain("offered only to businesses");
    expect(both).toContain("depending on whether you are a consumer");
  });

  test("3. EU / UK consumers: withdrawal notice and model form, prices including VAT, ODR and VSBG", () => {
    const de = withProfile({ audience: "consumers" });
    expect(hasHeading(de.headings, CONSUMER_HEADINGS.withdrawal)).toBe(true);
    expect(hasHeading(de.headings, CONSUMER_HEADINGS.withdrawalForm)).toBe(true);
    expect(de.headings.at(-1)).toMatch(new RegExp(`${CONSUMER_HEADINGS.withdrawalForm}$`));
    expect(de.text).toContain("you have the right to withdraw from this contract within 14 days without giving any reason");
    expect(de.text).toContain("Prices shown to consumers include value added tax (VAT)");
    expect(de.text).toContain("online dispute resolution (ODR) platform");
    expect(de.text).toContain("Verbraucherschlichtungsstelle");
    expect(de.text).not.toMatch(/VAT[^.]*will be added|exclusive of value added tax/);
    const uk = build({ governingLaw: "united-kingdom", businessType: "ecommerce", hasPayments: true, audience: "consumers" });
    expect(hasHeading(uk.headings, CONSUMER_HEADINGS.cancellation)).toBe(true);
    expect(hasHeading(uk.headings, CONSUMER_HEADINGS.cancellationForm)).toBe(true);
    expect(uk.text).toContain("Prices shown to consumers include value added tax (VAT)");
    expect(uk.text).not.toMatch(/will be added/);
    const au = build({ governingLaw: "australia", hasPayments: true, audience: "consumers" }).text;
    expect(au).toContain("Prices shown to consumers include goods and services tax (GST)");
    expect(au).not.toMatch(/will be added/);
    // An EU consumer buying under another law, when the user says so.
    expect(build({ sellsToEuUkConsumers: true, hasPayments: true }).headings.some((h) => h.endsWith(CONSUMER_HEADINGS.withdrawal))).toBe(true);
    // Businesses only, or a US law without EU buyers: none of it.
    for (const terms of [withProfile({ audience: "businesses" }), build({ hasPayments: true })]) {
      for (const heading of Object.values(CONSUMER_HEADINGS)) expect(hasHeading(terms.headings, heading), heading).toBe(false);
      expect(terms.text).not.toContain("Model Withdrawal Form");
    }
    expect(withProfile({ audience: "businesses" }).text).toContain("Prices are stated exclusive of value added tax");
  });

  test("4. no US-style all-caps disclaimer or liability cap in German terms", () => {
    const de = withProfile({ audience: "consumers" }).text;
    expect(de).not.toContain('"AS IS"');
    expect(de).not.toMatch(/[A-Z][A-Z ,()"'-]{80,}/);
    expect(de).toContain("We are liable without limitation for damage caused intentionally or by gross negligence");
    expect(build().text).toContain('THE SERVICES ARE PROVIDED ON AN "AS IS" AND "AS AVAILABLE" BASIS');
  });

  test("5. marketplaces: DSA notice-and-action, reasons, complaints and traders in the EU; INFORM in the US", () => {
    const eu = withProfile({ businessType: "marketplace", audience: "both" });
    for (const heading of [
      MARKETPLACE_HEADINGS.dsa,
      MARKETPLACE_HEADINGS.dsaNotice,
      MARKETPLACE_HEADINGS.dsaReasons,
      MARKETPLACE_HEADINGS.dsaComplaints,
      MARKETPLACE_HEADINGS.dsaTraders,
    ])
      expect(hasHeading(eu.headings, heading), heading).toBe(true);
    expect(eu.text).toContain("statement of reasons");
    expect(hasHeading(eu.headings, MARKETPLACE_HEADINGS.inform)).toBe(false);
    const us = build({ businessType: "marketplace" });
    expect(hasHeading(us.headings, MARKETPLACE_HEADINGS.inform)).toBe(true);
    expect(us.text).toContain("INFORM Consumers Act (15 U.S.C. § 45f)");
    expect(hasHeading(us.headings, MARKETPLACE_HEADINGS.dsa)).toBe(false);
    // Not a marketplace: neither.
    const shop = withProfile();
    expect(hasHeading(shop.headings, MARKETPLACE_HEADINGS.dsa)).toBe(false);
    expect(hasHeading(build({ businessType: "ecommerce" }).headings, MARKETPLACE_HEADINGS.inform)).toBe(false);
  });

  test("6. optional US arbitration with a class-action waiver", () => {
    const arb = build({ arbitration: true });
    expect(hasHeading(arb.headings, ARBITRATION_HEADING)).toBe(true);
    expect(arb.text).toContain("binding individual arbitration");
    expect(arb.text).toContain("CLASS MEMBER");
    expect(arb.text).toContain("Federal Arbitration Act");
    const none = build();
    expect(hasHeading(none.headings, ARBITRATION_HEADING)).toBe(false);
    expect(none.text).not.toMatch(/arbitration/i);
    expect(ZTermsRequestSchema.safeParse({ companyName: "A", website: "https://a.co", businessType: "saas", governingLaw: "germany", arbitration: true }).success).toBe(false);
  });

  test.each([
    ["united-states", "US-TX", "the federal laws of the United States of America and the laws of the State of Texas", "the state and federal courts located in the State of Texas"],
    ["canada", "CA-ON", "the laws of the Province of Ontario and the federal laws of Canada applicable therein", "the courts of the Province of Ontario"],
    ["australia", "AU-NSW", "the laws of the State of New South Wales and the laws of the Commonwealth of Australia", "the courts of the State of New South Wales"],
  ] as const)("7. %s names the state or province chosen (%s)", (governingLaw, governingRegion, law, courts) => {
    const { text } = build({ governingLaw, governingRegion });
    expect(text).toContain(law);
    expect(text).toContain(courts);
    expect(text).not.toContain("principal place of business");
    // Without a choice, the older wording; a region of another federation is refused.
    expect(build({ governingLaw }).text).toContain("principal place of business");
    expect(ZTermsRequestSchema.safeParse({ companyName: "A", website: "https://a.co", businessType: "saas", governingLaw: "germany", governingRegion }).success).toBe(false);
  });
});

// QA: terms made without a business profile sent consumers to "Contact Us" for their withdrawal,
// and "Contact Us" printed only the name and website. The terms' own e-mail and address fill it.
describe("terms: the contact e-mail and postal address", () => {
  const QA = consumerShopSample;
  const CONTACT = { email: "hallo@schuh.example", address: "Schuhstraße 1\n10115 Berlin" };
  const make = (over: Partial<TTermsRequestInput> = {}, business?: BusinessIdentity) =>
    renderAll(
      buildDocument(
        "terms_conditions",
        ZTermsRequestSchema.parse({ ...QA, effectiveDate: "2026-11-23", ...over }),
        { generatedAt: GENERATED_AT, ...(business ? { business } : {}) },
      ),
    );
  /** The text from `start` (its last occurrence: past the contents list) up to `end`. */
  const between = (text: string, start: string, end?: string) => {
    const from = text.lastIndexOf(start);
    expect(from, start).toBeGreaterThan(-1);
    const rest = text.slice(from);
    return end === undefined ? rest : rest.slice(0, rest.indexOf(end));
  };
  const contactUs = (text: string) => between(text, `${H.contact} If you have`, CONSUMER_HEADINGS.withdrawalForm);
  const exercise = (text: string) => between(text, "To exercise the right of withdrawal", " of your decision");
  const modelForm = (text: string) => between(text, "(Complete and return this form", "I/We");

  test("given, they are printed in Contact Us and name the trader in the withdrawal notice and the model form", () => {
    const { text, md } = make(CONTACT);
    const contact = contactUs(text);
    expect(contact).toContain("Schuhstraße 1\n10115 Berlin");
    expect(contact).toContain("Email: hallo@schuh.example");
    expect(md).toContain("[hallo@schuh.example](mailto:hallo@schuh.example)");
    expect(exercise(text)).toContain("inform us (Schuh Shop GmbH, Schuhstraße 1, 10115 Berlin, email hallo@schuh.example)");
    expect(exercise(text)).not.toContain("using the contact details");
    expect(modelForm(text)).toContain("To Schuh Shop GmbH, Schuhstraße 1, 10115 Berlin, email hallo@schuh.example:");
    expect(modelForm(text)).not.toContain("given in");
  });

  test("without them or a profile, the wording is as before: the notice points to Contact Us", () => {
    const { text } = make();
    expect(exercise(text)).toContain('inform us (Schuh Shop GmbH, using the contact details in "Contact Us")');
    expect(modelForm(text)).toContain('To Schuh Shop GmbH, at the postal or email address given in "Contact Us":');
    expect(contactUs(text)).not.toContain("Email:");
  });

  test("an e-mail alone is printed in Contact Us and named in the notice, which still points to Contact Us (the form asks for the address)", () => {
    const { text } = make({ email: CONTACT.email });
    expect(contactUs(text)).toContain("Email: hallo@schuh.example");
    expect(exercise(text)).toContain('inform us (Schuh Shop GmbH, email hallo@schuh.example, using the contact details in "Contact Us")');
  });

  test("with a business profile, each one given replaces the profile's in every section", () => {
    const profile: BusinessIdentity = {
      profileId: "p",
      legalName: "Schuh Shop GmbH",
      address: "Altstr. 9\n80331 München",
      email: "info@profile.example",
      phone: "+49 89 1234567",
      paperSize: "a4",
      brand: { name: "Schuh Shop GmbH", primaryColor: "#000000", secondaryColor: "#ffffff" },
    };
    const { text } = make({ email: CONTACT.email }, profile);
    expect(text).not.toContain("info@profile.example");
    expect(contactUs(text)).toContain("Email: hallo@schuh.example");
    // The profile still gives the address and the phone the terms do not override.
    expect(contactUs(text)).toContain("Altstr. 9\n80331 München");
    // (The HTML keeps a phone number on one line, hence the space the text shows after it.)
    expect(exercise(text)).toMatch(/inform us \(Schuh Shop GmbH, Altstr\. 9, 80331 München, phone \+49 89 1234567 ?, email hallo@schuh\.example\)/);
    expect(modelForm(text)).toContain("email hallo@schuh.example:");
    const both = make(CONTACT, profile).text;
    expect(both).not.toMatch(/Altstr|info@profile/);
    expect(exercise(both)).toContain("Schuhstraße 1, 10115 Berlin");
  });

  test("a marketplace's DSA point of contact names the e-mail; US arbitration notices go to a Contact Us that has it", () => {
    const market = make({ ...CONTACT, businessType: "marketplace", audience: "both" }).text;
    expect(between(market, MARKETPLACE_HEADINGS.dsaContact)).toContain(
      'can be reached by email to hallo@schuh.example or using the other contact details in "Contact Us"',
    );
    const us = make({ ...CONTACT, governingLaw: "california", arbitration: true, businessType: "saas" }).text;
    expect(between(us, ARBITRATION_HEADING)).toContain('opt out of arbitration');
    expect(between(us, `${H.contact} If you have`)).toContain("Email: hallo@schuh.example");
    expect(between(us, `${H.contact} If you have`)).toContain("10115 Berlin");
  });
});
