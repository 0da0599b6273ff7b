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
} from "../../documents/test-helpers";
import { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS as H } from "./template";

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
    expect(headings[1]).toBe(`1. ${H.acceptance}`);
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
      "cancel a contract made online within 14 days",
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
