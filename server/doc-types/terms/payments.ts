// "Payments and Billing" and "Refunds and Cancellations", when the business takes payments: prices
// and tax (including VAT or GST for consumers where the law says so), automatic renewal and
// trials for subscriptions, late payment (interest only for business customers) and refunds.
import { type Block, type Section, bold, p, section, userParagraphs } from "../../documents/model";
import { CONSUMER_HEADINGS } from "./consumer";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

/** The price and tax paragraph of "Payments and Billing". */
function taxParagraph(x: TermsCtx): Block {
  const shown = "Prices and fees are shown on our website or in the relevant order before you buy, together with the currency.";
  if (x.grossPrices) {
    const b2b = x.businesses
      ? ` If you buy as a business, we may show prices excluding ${x.tax}; ${x.tax} is then added at the applicable rate and shown before you pay, or accounted for by you where the reverse-charge mechanism applies.`
      : "";
    return p(
      `${shown} Prices shown to consumers include ${x.tax === "GST" ? "goods and services tax (GST)" : "value added tax (VAT)"} and any other taxes that apply; any delivery or other additional charges are shown separately before you pay.${b2b}`,
    );
  }
  if (!x.consumers) {
    return p(
      `${shown} Prices are stated exclusive of value added tax, goods and services tax, sales tax and other taxes, which are added at the applicable rate where they apply and shown before you pay. Where the reverse-charge mechanism applies, you are responsible for accounting for the tax.`,
    );
  }
  return p(
    `${shown} Unless stated otherwise, prices do not include sales tax, value added tax, goods and services tax or other taxes, which will be added where applicable and shown before you pay.`,
  );
}

/**
 * Interest on late payment, for business customers only: a consumer owes only the statutory
 * default interest, and a contractual rate is void against one (§ 309 Nr. 5 and § 288(1) BGB;
 * Consumer Rights Act 2015, Sch. 2 para. 6).
 */
function businessInterest(x: TermsCtx): string {
  if (!x.businesses) return "";
  const rule = {
    uk: "we may charge interest on overdue amounts under the Late Payment of Commercial Debts (Interest) Act 1998, at 8% a year above the Bank of England base rate.",
    de: "overdue amounts bear default interest of nine percentage points above the base rate (§ 288(2) BGB); our right to claim further damage is unaffected.",
  }[x.law.region as "uk" | "de"] ?? "overdue amounts may bear interest at the lower of 1.5% per month or the maximum rate permitted by law.";
  return x.consumers ? ` If you are a business, ${rule}` : ` ${rule[0]!.toUpperCase()}${rule.slice(1)}`;
}

/** Payments and refunds. */
export function paymentSections(x: TermsCtx): Section[] {
  const { input, law } = x;
  const subscription = input.businessType === "saas" || input.businessType === "app";
  const payments: Block[] = [
    taxParagraph(x),
    p(
      "By providing a payment method, you confirm that you are authorized to use it and authorize us and our third-party payment processors to charge it for all amounts due. You agree to keep your billing information complete and accurate. Payments may be processed by third-party payment processors under their own terms and privacy policies.",
    ),
  ];
  if (input.businessType === "service") {
    payments.push(
      p(
        "Unless a Statement of Work says otherwise, we invoice fees as set out in the Statement of Work and invoices are payable within thirty (30) days of the invoice date. We may suspend work on an engagement while an invoice is overdue.",
      ),
    );
  }
  if (subscription) {
    payments.push(
      p(
        bold("Automatic renewal."),
        input.businessType === "app"
          ? " Subscriptions purchased through an App Store are billed by the App Store and renew automatically at the end of each subscription period unless you turn off automatic renewal in your App Store account settings at least 24 hours before the end of the current period. You manage and cancel such subscriptions through the App Store."
          : " Subscriptions renew automatically at the end of each billing period for the same period, at the price then in effect, and we will charge your payment method at the start of each new period unless you cancel before the renewal date. You can cancel at any time in your account settings or by contacting us; cancellation takes effect at the end of the current billing period, and you keep access until then.",
      ),
      p(
        bold("Free trials."),
        " If you start a free trial, we will tell you its length and the price that will apply when it ends. Unless you cancel before the trial ends, your subscription will start and you will be charged at the end of the trial.",
      ),
      p(
        bold("Price changes."),
        " We may change subscription prices. We will give you at least thirty (30) days' notice before a price change affects you, and the new price will apply from your next renewal. If you do not agree, you may cancel before the change takes effect.",
      ),
    );
  }
  payments.push(
    p(
      bold("Late or failed payments."),
      ` If a payment fails or is overdue, we may suspend access to paid features until payment is received, after notifying you.${businessInterest(x)}`,
    ),
    p(
      bold("Payment disputes."),
      " If you believe you have been charged in error, please contact us within sixty (60) days of the charge so that we can look into it before you dispute the charge with your bank or card issuer.",
    ),
  );

  const refunds: Block[] = input.refundPolicy
    ? [
        p("Our refund and cancellation policy is as follows:"),
        ...userParagraphs(input.refundPolicy),
      ]
    : [
        p(
          "Except as required by law or as expressly stated at the time of purchase, payments are non-refundable and we do not provide refunds or credits for partially used periods. If you believe you are entitled to a refund, contact us and we will consider your request in good faith.",
        ),
      ];
  if (x.euUk) {
    refunds.push(
      p(
        law.region === "uk"
          ? `If you are a consumer, you also have the statutory right to cancel a contract made online within the cancellation period without giving a reason (14 days${input.businessType === "ecommerce" ? ", which for goods run from the day you receive them" : ""}), described in "${CONSUMER_HEADINGS.cancellation}".`
          : `If you are a consumer, you also have the statutory right to withdraw from a contract made online within the withdrawal period without giving a reason (14 days${input.businessType === "ecommerce" ? ", which for goods run from the day you receive them" : ""}), described in "${CONSUMER_HEADINGS.withdrawal}".`,
      ),
    );
  }
  if (x.consumers) {
    refunds.push(
      p(
        "Nothing in this section limits any rights you have under consumer protection laws that cannot be excluded by contract.",
      ),
    );
  }
  return [section(H.payments, payments), section(H.refunds, refunds)];
}
