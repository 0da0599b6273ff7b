import { describe, expect, test } from "vitest";
import { type TEcommercePoliciesRequestInput, ZEcommercePoliciesRequestSchema } from "../../../shared/doc-types";
import { TERMS_GOVERNING_LAW_OPTIONS } from "../../../shared/validation";
import { ecommercePolicyBody } from "../../../test/fixtures";
import { GENERATED_AT, HOSTILE, markdownHeadings, renderAll, unsafeHtml } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { americanSpelling } from "../spelling";
import { ECOMMERCE_HEADINGS as H, WITHDRAWAL_HEADINGS as W } from "./template";
import { ACL_MANDATORY_TEXT, EU_LEGAL_GUARANTEE, UK_STATUTORY_RIGHTS } from "./withdrawal";

const build = (over: Partial<TEcommercePoliciesRequestInput> = {}, business?: Partial<BusinessIdentity>) =>
  renderAll(
    buildDocument(
      "ecommerce_policy",
      ZEcommercePoliciesRequestSchema.parse({
        companyName: "Acme Goods Inc.",
        website: "https://shop.acme.example",
        email: "support@acme.example",
        policies: ["refund", "return", "shipping"],
        refundWindowDays: 30,
        governingLaw: "california",
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT, ...(business ? { business: business as BusinessIdentity } : {}) },
    ),
  );

/** A heading, in either spelling (a US policy is in US spelling). */
const has = (headings: string[], heading: string) =>
  headings.some((h) => h.endsWith(heading) || h.endsWith(americanSpelling(heading)));

// What each policy must disclose: its section and the subsections a specialist expects in it.
const POLICY_HEADINGS = {
  refund: [H.refunds, H.refundEligibility, H.refundWindow, H.refundMethod, H.nonRefundable, H.partialRefunds],
  return: [H.returns, H.returnConditions, H.returnProcess, H.returnShipping, H.exchanges],
  shipping: [H.shipping, H.regions, H.processing, H.methods, H.lostOrLate, H.addressErrors],
} as const;

const WITHDRAWAL = [W.withdrawal, W.withdrawalForm, W.cancellation, W.cancellationForm];

describe("e-commerce policies", () => {
  test("title, dates, the common sections and the contact block, numbered", () => {
    const { headings, text, md } = build();
    expect(headings[0]).toBe("Refund, Return and Shipping Policy — Acme Goods Inc.");
    expect(headings[1]).toBe("Contents");
    expect(headings[2]).toBe(`1. ${H.about}`);
    for (const heading of [H.governingLaw, H.changes, H.contact]) expect(has(headings, heading), heading).toBe(true);
    expect(text).toContain("Effective date: November 23, 2026");
    expect(text).toContain("Last updated: November 23, 2026");
    expect(text).toContain("Email: support@acme.example");
    expect(text).toContain("Website: https://shop.acme.example");
    expect(text).toContain("the laws of the State of California, United States");
    expect(markdownHeadings(md)).toEqual(headings);
  });

  test.each([
    [["refund"], "Refund Policy"],
    [["return"], "Return Policy"],
    [["shipping"], "Shipping Policy"],
    [["refund", "shipping"], "Refund and Shipping Policy"],
  ] as const)("policies %j: only their sections, titled %s", (policies, title) => {
    const { headings } = build({ policies: [...policies] });
    expect(headings[0]).toBe(`${title} — Acme Goods Inc.`);
    for (const [policy, list] of Object.entries(POLICY_HEADINGS))
      for (const heading of list)
        expect(has(headings, heading), heading).toBe((policies as readonly string[]).includes(policy));
  });

  test("faulty goods are dealt with once: under returns, else under refunds, never under shipping only", () => {
    const count = (h: string[]) => h.filter((x) => x.endsWith(H.faulty)).length;
    expect(count(build().headings)).toBe(1);
    expect(build().headings.find((h) => h.endsWith(H.faulty))).toMatch(/^3\.\d /);
    expect(build({ policies: ["refund"] }).headings.find((h) => h.endsWith(H.faulty))).toMatch(/^2\.\d /);
    expect(count(build({ policies: ["shipping"] }).headings)).toBe(0);
  });

  describe("refunds", () => {
    test("window in days, refund to the original payment method, timing", () => {
      const { text } = build();
      expect(text).toContain("within 30 days of the day you, or a person you name, receive the item");
      expect(text).toContain("Refunds are made to the original payment method");
      expect(text).toContain("we will issue an approved refund within 14 days of receiving the item");
      expect(build({ refundWindowDays: 1 }).text).toContain("within 1 day of the day");
    });

    test("a window of 0 days: no change-of-mind refunds, statutory rights kept", () => {
      const { text } = build({ refundWindowDays: 0 });
      expect(text).toContain("We do not offer refunds for change of mind");
      expect(text).toContain("You are eligible for a refund of an item you bought directly from us through our website if it is faulty, damaged on arrival, not as described or not what you ordered.");
      expect(text).toContain("Original shipping charges are refunded in full where an item is faulty, damaged, incorrect or not delivered.");
      expect(text).toContain("we do not accept change-of-mind returns, except as the law provides");
    });

    // The sentences that say there are none; any other mention of a window or of change of mind
    // would describe refunds, returns or fees that do not exist.
    const SAYS_NONE = [
      "We do not offer refunds for change of mind",
      "we do not accept change-of-mind returns, except as the law provides",
      "cannot be returned and are not refundable for change of mind",
      "All sales are final, so we do not exchange items for change of mind",
    ];
    test.each(
      (["australia", "california", "united-states", "united-kingdom", "germany", "canada", "other"] as const).flatMap((governingLaw) =>
        (["merchant", "customer", "merchant-if-faulty"] as const).map((returnShippingPaidBy) => [governingLaw, returnShippingPaidBy] as const),
      ),
    )("a window of 0 days under %s law, returns paid by %s: no refund window, no change-of-mind refunds", (governingLaw, returnShippingPaidBy) => {
      for (const shippingRegions of [["domestic"], ["domestic", "eu", "uk", "australia"]] as const) {
        const { text, headings } = build({
          refundWindowDays: 0,
          governingLaw,
          returnShippingPaidBy,
          shippingRegions: [...shippingRegions],
          digitalGoods: true,
          exchanges: true,
          restockingFeePercent: 10,
        });
        const rest = [...SAYS_NONE, H.changeOfMind].reduce((t, s) => t.replaceAll(s, ""), text);
        const where = `${governingLaw} ${shippingRegions.join()}`;
        expect(rest, where).not.toMatch(/\bwindow\b/i);
        expect(rest, where).not.toMatch(/change.of.mind|no longer want/i);
        expect(headings.some((h) => /window/i.test(h)), where).toBe(false);
        expect(has(headings, H.changeOfMind), where).toBe(true);
        expect(text, where).toContain("Original shipping charges are refunded in full where an item is faulty, damaged, incorrect or not delivered.");
        expect(text, where).not.toContain("To be accepted as");
      }
    });

    test("a window of 0 days with the statutory right: the right is the one way to return for a refund", () => {
      const { text } = build({ refundWindowDays: 0, shippingRegions: ["domestic", "eu"], returnShippingPaidBy: "customer" });
      expect(text).toContain(
        "You are eligible for a refund of an item you bought directly from us through our website if it is faulty, damaged on arrival, not as described or not what you ordered, or if you are a consumer in the European Union and you withdraw from your order under the statutory right of withdrawal.",
      );
      expect(text).toContain('If you are a consumer in the European Union, you have the 14-day statutory right described in "Right of Withdrawal".');
      expect(text).toContain("If you withdraw from your order under the statutory right of withdrawal, you pay the direct cost of returning the goods");
      expect(text).toContain("including the standard delivery cost");
    });

    test("non-refundable items: the user's lines as a list, or none", () => {
      const { html } = build({ nonRefundableItems: "Gift cards\n\nPersonalised items" });
      expect(html).toContain("<li>Gift cards</li>");
      expect(html).toContain("<li>Personalised items</li>");
      expect(build().text).toContain("All products are eligible for a refund under this policy");
    });

    test("digital goods: their own subsection; EU / UK express consent and acknowledgement only where that law applies", () => {
      expect(has(build().headings, H.digitalGoods)).toBe(false);
      const us = build({ digitalGoods: true });
      expect(has(us.headings, H.digitalGoods)).toBe(true);
      expect(us.text).toContain("only if you have not downloaded, accessed or activated it");
      expect(us.text).not.toContain("express consent");
      const uk = build({ digitalGoods: true, governingLaw: "united-kingdom" });
      expect(uk.text).toContain("you may cancel a contract for digital content not supplied on a tangible medium within 14 days");
      expect(uk.text).toContain("only with your express consent and your acknowledgement that you thereby lose that right");
      expect(uk.text).toContain("on a durable medium");
      expect(uk.text).toContain("digital content not supplied on a tangible medium (such as downloads");
    });

    test("partial refunds, and the restocking fee only when set, never on a statutory withdrawal", () => {
      expect(build().text).toContain("We may give a partial refund");
      expect(build().text).not.toContain("restocking fee of");
      expect(build({ restockingFeePercent: 15 }).text).toContain("A restocking fee of 15% of the item's price");
      const de = build({ restockingFeePercent: 15, governingLaw: "germany" }).text;
      expect(de).toContain("or to orders cancelled under the statutory right of withdrawal");
      expect(de).toContain("the only deduction we may make is for any loss in value");
    });
  });

  describe("returns", () => {
    test("conditions and the return authorisation (RMA) process", () => {
      const { text, html } = build();
      expect(text).toContain("unused, unworn and unwashed");
      expect(text).toContain("return authorization (RMA) number");
      expect(html).toMatch(/<ol[^>]*>[\s\S]*RMA[\s\S]*<\/ol>/);
      expect(text).toContain("Returns sent without an RMA number may be delayed or refused.");
    });

    test.each([
      ["customer", "You are responsible for the cost of returning an item you no longer want."],
      ["merchant", "Returns are free. We will send you a prepaid return label"],
      ["merchant-if-faulty", "We provide a prepaid return label for items that are faulty"],
    ] as const)("return shipping paid by %s", (returnShippingPaidBy, expected) => {
      const { text } = build({ returnShippingPaidBy });
      expect(text).toContain(expected);
      for (const other of ["You are responsible for the cost of returning", "Returns are free.", "We provide a prepaid return label for items"])
        if (!expected.startsWith(other)) expect(text).not.toContain(other);
    });

    test("exchanges offered or not", () => {
      expect(build({ exchanges: true }).text).toContain("We offer exchanges for a different size, color or product");
      expect(build({ exchanges: false }).text).toContain("We do not offer direct exchanges.");
    });
  });

  describe("statutory rights in faulty goods, per law", () => {
    const rights = (over: Partial<TEcommercePoliciesRequestInput>) => {
      const { text } = build(over);
      return {
        uk: text.includes(UK_STATUTORY_RIGHTS),
        eu: text.includes(EU_LEGAL_GUARANTEE),
        au: text.includes(ACL_MANDATORY_TEXT),
        statutory: text.includes("Nothing in this policy excludes, restricts or modifies any right or remedy"),
      };
    };

    test("UK Consumer Rights Act 2015: 30-day short-term right to reject", () => {
      expect(UK_STATUTORY_RIGHTS).toContain("Consumer Rights Act 2015");
      expect(UK_STATUTORY_RIGHTS).toContain("short-term right to reject them and receive a full refund within 30 days");
      expect(rights({ governingLaw: "united-kingdom" })).toEqual({ uk: true, eu: false, au: false, statutory: true });
      expect(rights({ shippingRegions: ["uk"] }).uk).toBe(true);
    });

    test("EU 2-year legal guarantee", () => {
      expect(EU_LEGAL_GUARANTEE).toContain("at least two years from delivery");
      expect(rights({ governingLaw: "germany" })).toEqual({ uk: false, eu: true, au: false, statutory: true });
      expect(build({ governingLaw: "germany" }).text).toContain("gesetzliche Mängelrechte");
      expect(rights({ shippingRegions: ["eu"] }).eu).toBe(true);
    });

    test("Australian Consumer Law: the mandatory text, major and minor failures", () => {
      const { text } = build({ governingLaw: "australia" });
      expect(text).toContain(ACL_MANDATORY_TEXT);
      expect(text).toContain("A major failure is one");
      expect(text).toContain("For a minor failure we may choose to repair the goods");
      expect(rights({ governingLaw: "australia" })).toEqual({ uk: false, eu: false, au: true, statutory: true });
      expect(rights({ shippingRegions: ["australia"] }).au).toBe(true);
    });

    test("Canada: provincial consumer protection", () => {
      expect(build({ governingLaw: "canada" }).text).toContain("consumer protection legislation of your province or territory");
    });

    test.each(["california", "new-york", "delaware", "united-states", "other"] as const)(
      "%s: no foreign regime, statutory rights kept",
      (governingLaw) => {
        expect(rights({ governingLaw })).toEqual({ uk: false, eu: false, au: false, statutory: true });
      },
    );

    test("business customers only: no consumer regime", () => {
      expect(rights({ governingLaw: "united-kingdom", audience: "businesses" })).toEqual({
        uk: false,
        eu: false,
        au: false,
        statutory: true,
      });
    });
  });

  describe("shipping", () => {
    test("regions listed, or worldwide", () => {
      const { html } = build({ shippingRegions: ["domestic", "canada"] });
      expect(html).toContain("<li>Within the United States</li>");
      expect(html).toContain("<li>Canada</li>");
      expect(html).not.toContain("<li>United States</li>");
      expect(build({ shippingRegions: ["worldwide"] }).text).toContain("We ship worldwide");
    });

    test("processing time in business days", () => {
      expect(build().text).toContain("shipped within 2 business days of payment being confirmed");
      expect(build({ processingDays: 1 }).text).toContain("within 1 business day of payment");
      expect(build({ processingDays: 0 }).text).toContain("shipped on the business day on which we receive payment");
    });

    test("methods table: a row per method, costs in their currency, free when 0", () => {
      const { html, md } = build({
        currency: "EUR",
        shippingMethods: [
          { name: "Standard", estimatedDays: "3-5 business days", cost: 0 },
          { name: "Express", estimatedDays: "1-2 business days", cost: 1299 },
          { name: "Royal Mail", estimatedDays: "2 days", cost: 350, currency: "GBP" },
        ],
        freeShippingThreshold: 5000,
      });
      expect(html.match(/<tr>/g)).toHaveLength(4);
      expect(md).toContain("| Shipping method | Estimated delivery time | Cost |");
      expect(md).toContain("| Standard | 3-5 business days | Free |");
      expect(md).toContain("| Express | 1-2 business days | €12.99 |");
      expect(md).toContain("| Royal Mail | 2 days | £3.50 |");
      expect(md).toContain("Standard shipping is free on orders of €50.00 or more");
      const none = build();
      expect(none.html).not.toContain("<table");
      expect(none.text).toContain("shown at checkout before you pay");
      expect(none.text).not.toContain("Standard shipping is free");
    });

    test("international shipping only beyond the domestic market: DAP or DDP, importer of record", () => {
      expect(has(build({ shippingRegions: ["domestic"] }).headings, H.international)).toBe(false);
      const dap = build({ shippingRegions: ["domestic", "canada"] });
      expect(has(dap.headings, H.international)).toBe(true);
      expect(dap.text).toContain("Delivered at Place (DAP, also called Delivered Duty Unpaid, DDU): you are the importer of record");
      const ddp = build({ shippingRegions: ["canada"], importDuties: "merchant" });
      expect(ddp.text).toContain("Delivered Duty Paid (DDP)");
      expect(ddp.text).toContain("we act as the importer of record");
      expect(ddp.text).not.toContain("DAP");
    });

    test("risk passes on delivery for consumers, on handover to the carrier for businesses", () => {
      const consumer = "the goods remain at our risk until they are delivered to you";
      const business = "risk passes to you when we hand the goods over to the carrier";
      expect(build({ audience: "consumers" }).text).toContain(consumer);
      expect(build({ audience: "consumers" }).text).not.toContain(business);
      expect(build({ audience: "both" }).text).toContain(consumer);
      expect(build({ audience: "both" }).text).toContain(business);
      const b2b = build({ audience: "businesses" }).text;
      expect(b2b).not.toContain(consumer);
      expect(b2b).toContain("Risk of loss of and damage to the goods passes to you when we hand them over to the carrier");
    });

    test("lost and late parcels: the FTC rule for the US, the 30-day rule for EU / UK consumers", () => {
      const ftc = "Mail, Internet, or Telephone Order Merchandise Rule";
      const late = "within 30 days of your order, you may give us an additional period";
      expect(build().text).toContain(ftc);
      expect(build({ governingLaw: "germany" }).text).not.toContain(ftc);
      expect(build({ governingLaw: "germany", shippingRegions: ["us"] }).text).toContain(ftc);
      expect(build({ governingLaw: "germany" }).text).toContain(late);
      expect(build().text).not.toContain(late);
      expect(build().text).toContain("send you a replacement or refund you in full");
    });

    test("address errors", () => {
      expect(build().text).toContain("we can change the address only before the order has been shipped");
    });
  });

  describe("the 14-day right of withdrawal", () => {
    const sections = (over: Partial<TEcommercePoliciesRequestInput>) =>
      WITHDRAWAL.filter((h) => has(build(over).headings, h));

    test.each(TERMS_GOVERNING_LAW_OPTIONS.map((o) => o.value))("governing law %s, domestic shipping", (governingLaw) => {
      const expected =
        governingLaw === "united-kingdom"
          ? [W.cancellation, W.cancellationForm]
          : governingLaw === "germany"
            ? [W.withdrawal, W.withdrawalForm]
            : [];
      expect(sections({ governingLaw, shippingRegions: ["domestic"] })).toEqual(expected);
    });

    test.each([
      [["eu"], true],
      [["uk"], true],
      [["worldwide"], true],
      [["domestic", "us", "canada", "australia"], false],
    ] as const)("shipping to %j from the US: %s", (shippingRegions, present) => {
      expect(sections({ shippingRegions: [...shippingRegions] })).toEqual(present ? [W.withdrawal, W.withdrawalForm] : []);
    });

    test("never for business customers only", () => {
      expect(sections({ governingLaw: "germany", audience: "businesses", shippingRegions: ["eu", "uk"] })).toEqual([]);
      expect(sections({ governingLaw: "germany", audience: "both" })).toEqual([W.withdrawal, W.withdrawalForm]);
    });

    test("the period, how to exercise it, refund and return within 14 days, the model form", () => {
      const { text } = build({ governingLaw: "germany" }, { legalName: "Acme Goods GmbH", address: "Hauptstr. 1\n10115 Berlin", phone: "+49 30 123456" });
      expect(text).toContain("you have the right to withdraw from this contract within 14 days without giving any reason");
      expect(text).toContain("14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods");
      expect(text).toMatch(/inform us \(Acme Goods GmbH, Hauptstr\. 1, 10115 Berlin, phone \+49 30 123456 ?, email support@acme\.example\)/);
      expect(text).toContain("not later than 14 days from the day on which we are informed");
      expect(text).toContain("not later than 14 days from the day on which you communicate your withdrawal from this contract");
      expect(text).toContain("using the same means of payment as you used for the initial transaction");
      // The form keeps the statutory alternatives (Annex I(B)), and adds digital content where the shop sells it.
      expect(text).toContain(
        "hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
      );
      expect(text).not.toContain("digital content (*)");
      expect(build({ governingLaw: "germany", digitalGoods: true }).text).toContain(
        "contract of sale of the following goods (*)/for the supply of the following digital content (*)/for the provision of the following service (*),",
      );
      expect(text).toContain("You will have to bear the direct cost of returning the goods.");
      expect(build({ governingLaw: "germany", returnShippingPaidBy: "merchant" }).text).toContain(
        "We will bear the cost of returning the goods.",
      );
    });

    test("UK law: the right to cancel, with EU consumers noted when the shop ships there", () => {
      const uk = build({ governingLaw: "united-kingdom" }).text;
      expect(uk).toContain("If you are a consumer in the United Kingdom, you have the right to cancel this contract within 14 days");
      expect(uk).toContain("hereby give notice that I/We [*] cancel my/our [*] contract of sale");
      // Schedule 3, Part A, note 4: the deduction for loss in value.
      expect(uk).toContain(
        "We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you.",
      );
      expect(uk).not.toContain("Directive 2011/83/EU");
      expect(build({ governingLaw: "united-kingdom", shippingRegions: ["eu"] }).text).toContain(
        "you have the same right of withdrawal under the law of your country of residence implementing Directive 2011/83/EU",
      );
      expect(build({ shippingRegions: ["uk"] }).text).toContain(
        "this is your right to cancel under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013",
      );
    });

    test("a refund window under 14 days yields to the statutory period; a longer one runs alongside", () => {
      expect(build({ governingLaw: "germany", refundWindowDays: 7 }).text).toContain(
        "which applies in place of any shorter period in this policy",
      );
      expect(build({ governingLaw: "germany", refundWindowDays: 30 }).text).toContain(
        "Our 30-day refund window is offered in addition to",
      );
      expect(build({ refundWindowDays: 7 }).text).not.toContain("statutory right described");
    });
  });

  test("the business profile and the phone in the contact block", () => {
    const { text } = build(
      { phone: "+1 555 010 0100", address: "1 Main St\nSpringfield" },
      { legalName: "Acme Goods Holdings LLC", vatId: "US123" },
    );
    expect(text).toContain("Acme Goods Holdings LLC");
    expect(text).toContain("Phone: +1 555 010 0100");
    expect(text).toContain("VAT ID: US123");
    expect(text).toContain("1 Main St\nSpringfield");
  });

  test("the full fixture renders, and user text is never markup", () => {
    const full = renderAll(
      buildDocument("ecommerce_policy", ZEcommercePoliciesRequestSchema.parse(ecommercePolicyBody), { generatedAt: GENERATED_AT }),
    );
    expect(full.headings.length).toBeGreaterThan(25);
    const hostile = build({
      companyName: HOSTILE.slice(0, 200),
      nonRefundableItems: HOSTILE,
      shippingMethods: [{ name: HOSTILE.slice(0, 100), estimatedDays: HOSTILE.slice(0, 50), cost: 100 }],
      address: HOSTILE,
    });
    expect(unsafeHtml(hostile.html)).toEqual([]);
    expect(unsafeHtml(hostile.page)).toEqual([]);
  });
});
