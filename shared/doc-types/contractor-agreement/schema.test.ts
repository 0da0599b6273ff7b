import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import { messagesOf } from "../../validation/test-utils";
import { contractorAgreementBody } from "../../../test/fixtures";
import { ZContractorAgreementRequestSchema as Schema } from "./schema";

const party = (name: string) => ({ name, address: "1 Main St\nSpringfield", email: `${name.toLowerCase()}@example.com` });
const valid = {
  client: party("Acme"),
  contractor: party("Jordan"),
  services: "Design the website.",
  fee: { type: "fixed", amount: 500_000, currency: "GBP" },
  startDate: "2026-12-01",
  governingLaw: "united-kingdom",
};

describe("ZContractorAgreementRequestSchema", () => {
  test("defaults: no deliverables or milestones, 30-day payment, 14-day notice, options off", () => {
    const parsed = Schema.parse(valid);
    expect(parsed).toMatchObject({
      deliverables: [],
      milestones: [],
      paymentTermsDays: 30,
      noticeDays: 14,
      acceptanceDays: 10,
      expensesReimbursable: false,
      processesPersonalData: false,
      nonSolicitation: false,
      liabilityCap: "total-fees",
      effectiveDate: todayIso(),
    });
    expect(parsed.client.entityType).toBe("company");
    expect(parsed.endDate ?? parsed.lateInterest).toBeUndefined();
    expect(Schema.safeParse(contractorAgreementBody).success).toBe(true);
  });

  test("each required field has its message at its path", () => {
    expect(messagesOf(Schema, {})).toEqual({
      "client.name": ["Name is required"],
      "client.address": ["Address is required"],
      "client.email": ["Valid email is required"],
      "contractor.name": ["Name is required"],
      "contractor.address": ["Address is required"],
      "contractor.email": ["Valid email is required"],
      services: ["Services are required"],
      "fee.type": ["Fee type is required"],
      "fee.amount": ["Fee amount is required"],
      "fee.currency": ["Currency is required"],
      startDate: ["Start date is required"],
      governingLaw: ["Governing law is required"],
    });
  });

  test("the fee: a type of the list, an integer amount of minor units above zero and bounded, a listed currency", () => {
    const m = (fee: unknown) => messagesOf(Schema, { ...valid, fee });
    expect(m({ type: "daily", amount: 1, currency: "USD" })["fee.type"]).toEqual(["Fee type must be fixed, hourly or milestone"]);
    expect(m({ type: "fixed", amount: 0, currency: "USD" })["fee.amount"]).toEqual(["Fee amount must be greater than zero"]);
    expect(m({ type: "fixed", amount: 10.5, currency: "USD" })["fee.amount"]).toEqual(["Fee amount must be a whole number of cents"]);
    expect(m({ type: "fixed", amount: 2_000_000_001, currency: "USD" })["fee.amount"]).toEqual([
      "Fee amount must be at most 2,000,000,000 cents",
    ]);
    expect(m({ type: "fixed", amount: "100", currency: "USD" })["fee.amount"]).toEqual(["Fee amount must be a number"]);
    expect(m({ type: "fixed", amount: 1, currency: "JPY" })["fee.currency"]).toEqual([
      "Currency must be one of USD, EUR, GBP, CAD or AUD",
    ]);
    expect(Schema.parse({ ...valid, fee: { type: "Hourly rate", amount: 9_500, currency: "eur" } }).fee).toEqual({
      type: "hourly",
      amount: 9_500,
      currency: "EUR",
    });
  });

  test("dates: ISO, and the end date not before the start date", () => {
    expect(messagesOf(Schema, { ...valid, startDate: "2026-02-30" }).startDate).toEqual([
      "Start date must be a valid date (YYYY-MM-DD)",
    ]);
    expect(messagesOf(Schema, { ...valid, endDate: "soon" }).endDate).toEqual(["End date must be a valid date (YYYY-MM-DD)"]);
    expect(messagesOf(Schema, { ...valid, endDate: "2026-11-30" }).endDate).toEqual([
      "End date must not be before the start date",
    ]);
    expect(Schema.parse({ ...valid, endDate: "2026-12-01" }).endDate).toBe("2026-12-01");
    expect(Schema.parse({ ...valid, endDate: "" }).endDate).toBeUndefined();
  });

  test("governing law: the terms' list, other included", () => {
    for (const law of ["united-states", "california", "new-york", "delaware", "united-kingdom", "canada", "australia", "germany", "other"])
      expect(Schema.parse({ ...valid, governingLaw: law }).governingLaw).toBe(law);
    expect(messagesOf(Schema, { ...valid, governingLaw: "mars" }).governingLaw).toEqual(["Select a valid governing law"]);
  });

  test("deliverables: bounded list of bounded descriptions with optional due dates", () => {
    const parsed = Schema.parse({ ...valid, deliverables: [{ description: " Logo ", dueDate: "2026-12-10" }, { description: "Guide", dueDate: "" }] });
    expect(parsed.deliverables).toEqual([{ description: "Logo", dueDate: "2026-12-10" }, { description: "Guide", dueDate: undefined }]);
    const many = Array.from({ length: 21 }, () => ({ description: "x" }));
    expect(messagesOf(Schema, { ...valid, deliverables: many }).deliverables).toEqual(["No more than 20 deliverables"]);
    const m = messagesOf(Schema, {
      ...valid,
      deliverables: [{ description: "" }, { description: "x".repeat(301) }, { description: "a\nb\nc\nd\ne\nf" }, { description: "x", dueDate: "tomorrow" }],
    });
    expect(m["deliverables.0.description"]).toEqual(["Deliverable description is required"]);
    expect(m["deliverables.1.description"]).toEqual(["Deliverable description must be at most 300 characters"]);
    expect(m["deliverables.2.description"]).toEqual(["Deliverable description must be at most 5 lines"]);
    expect(m["deliverables.3.dueDate"]).toEqual(["Due date must be a valid date (YYYY-MM-DD)"]);
  });

  test("milestones: required for a milestone fee and adding up to it; refused for the other fee types", () => {
    const fee = { type: "milestone", amount: 300_000, currency: "USD" };
    expect(messagesOf(Schema, { ...valid, fee }).milestones).toEqual(["Add at least one milestone for a milestone fee"]);
    const milestones = [
      { description: "Design", amount: 100_000 },
      { description: "Build", amount: 200_000, dueDate: "2027-01-31" },
    ];
    expect(Schema.parse({ ...valid, fee, milestones }).milestones).toHaveLength(2);
    expect(messagesOf(Schema, { ...valid, fee, milestones: milestones.slice(0, 1) }).milestones).toEqual([
      "Milestone amounts must add up to the fee amount (300,000 cents; they add up to 100,000)",
    ]);
    expect(messagesOf(Schema, { ...valid, milestones }).milestones).toEqual(["Milestones apply only to a milestone fee"]);
    expect(messagesOf(Schema, { ...valid, fee, milestones: [{ description: "x", amount: -1 }] })["milestones.0.amount"]).toEqual([
      "Milestone amount must be greater than zero",
    ]);
    const many = Array.from({ length: 21 }, () => ({ description: "x", amount: 1 }));
    expect(messagesOf(Schema, { ...valid, fee, milestones: many }).milestones).toEqual(["No more than 20 milestones"]);
  });

  test("optional terms: bounded day counts, interest rate, cap and flags", () => {
    const all = Schema.parse({
      ...valid,
      paymentTermsDays: 0,
      noticeDays: 30,
      acceptanceDays: 5,
      lateInterest: 4.5,
      expensesReimbursable: true,
      processesPersonalData: true,
      nonSolicitation: true,
      liabilityCap: "twice-fees",
      acceptanceCriteria: "Passes the test plan.",
      contractor: { ...valid.contractor, entityType: "individual", registrationNumber: "UTR 123" },
    });
    expect(all).toMatchObject({ paymentTermsDays: 0, noticeDays: 30, acceptanceDays: 5, lateInterest: 4.5, liabilityCap: "twice-fees" });
    const m = messagesOf(Schema, {
      ...valid,
      paymentTermsDays: 91,
      noticeDays: 0,
      acceptanceDays: 1.5,
      lateInterest: 25,
      nonSolicitation: "yes",
      processesPersonalData: 1,
      liabilityCap: "unlimited",
      acceptanceCriteria: "x".repeat(2001),
    });
    expect(m.paymentTermsDays).toEqual(["Payment terms must be at most 90 days"]);
    expect(m.noticeDays).toEqual(["Notice period must be at least 1 day"]);
    expect(m.acceptanceDays).toEqual(["Acceptance period must be a whole number of days"]);
    expect(m.lateInterest).toEqual(["Late interest must be at most 24% a year"]);
    expect(m.nonSolicitation).toEqual(["Non-solicitation must be true or false"]);
    expect(m.processesPersonalData).toEqual(["Processes personal data must be true or false"]);
    expect(m.liabilityCap).toEqual(["Select a valid liability cap"]);
    expect(m.acceptanceCriteria).toEqual(["Acceptance criteria must be at most 2,000 characters"]);
  });

  test("services: bounded in length and lines; a business profile is a uuid", () => {
    expect(messagesOf(Schema, { ...valid, services: "x".repeat(5001) }).services).toEqual(["Services must be at most 5,000 characters"]);
    expect(messagesOf(Schema, { ...valid, services: "x\n".repeat(100) + "x" }).services).toEqual(["Services must be at most 100 lines"]);
    expect(messagesOf(Schema, { ...valid, businessProfileId: "nope" }).businessProfileId).toEqual(["Choose one of your business profiles"]);
    expect(Schema.parse({ ...valid, businessProfileId: null }).businessProfileId).toBeNull();
  });
});
