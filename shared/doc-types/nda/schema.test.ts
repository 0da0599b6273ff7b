import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import { ZNdaRequestSchema } from "./schema";
import {
  NDA_DURATION_OPTIONS,
  NDA_GOVERNING_LAW_OPTIONS,
  NDA_STANDSTILL_OPTIONS,
  PARTY_ENTITY_TYPE_OPTIONS,
} from "../../validation/options";
import { ndaBody } from "../../../test/fixtures";
import { messagesOf } from "../../validation/test-utils";

const party = (name: string) => ({
  name,
  address: "1 Main St\nSpringfield",
  email: `${name.toLowerCase()}@example.com`,
});
const valid = {
  disclosingParty: party("Acme"),
  receivingParty: party("Beta"),
  purpose: "Evaluating a partnership.",
  duration: "2-years",
  governingLaw: "delaware",
};

describe("ZNdaRequestSchema", () => {
  test("defaults to one-way and today; companies without registration details; no optional clause", () => {
    const company = { entityType: "company", registrationNumber: undefined, jurisdiction: undefined };
    expect(ZNdaRequestSchema.parse(valid)).toEqual({
      ...valid,
      disclosingParty: { ...valid.disclosingParty, ...company },
      receivingParty: { ...valid.receivingParty, ...company },
      type: "one-way",
      nonSolicitation: false,
      standstill: false,
      standstillPeriod: "12-months",
      noPublicity: false,
      dataProtection: false,
      effectiveDate: todayIso(),
    });
    expect(ZNdaRequestSchema.safeParse(ndaBody).success).toBe(true);
  });

  test("each party: entity type, registration number and jurisdiction", () => {
    expect(PARTY_ENTITY_TYPE_OPTIONS.map((o) => o.value)).toEqual(["company", "individual"]);
    const parsed = ZNdaRequestSchema.parse({
      ...valid,
      disclosingParty: { ...valid.disclosingParty, entityType: "Individual", registrationNumber: " HRB 1 ", jurisdiction: "Delaware" },
    });
    expect(parsed.disclosingParty).toMatchObject({ entityType: "individual", registrationNumber: "HRB 1", jurisdiction: "Delaware" });
    const bad = messagesOf(ZNdaRequestSchema, {
      ...valid,
      receivingParty: { ...valid.receivingParty, entityType: "trust", registrationNumber: "x".repeat(101), jurisdiction: "x".repeat(101) },
    });
    expect(bad["receivingParty.entityType"]).toEqual(["Entity type must be company or individual"]);
    expect(bad["receivingParty.registrationNumber"]).toEqual(["Registration number must be at most 100 characters"]);
    expect(bad["receivingParty.jurisdiction"]).toEqual(["Jurisdiction must be at most 100 characters"]);
    expect(
      messagesOf(ZNdaRequestSchema, { ...valid, receivingParty: { ...valid.receivingParty, registrationNumber: 5 } })[
        "receivingParty.registrationNumber"
      ],
    ).toEqual(["Registration number must be text"]);
    expect(
      ZNdaRequestSchema.parse({ ...valid, receivingParty: { ...valid.receivingParty, registrationNumber: "", jurisdiction: null } })
        .receivingParty,
    ).toMatchObject({ registrationNumber: undefined, jurisdiction: undefined });
  });

  test("optional clauses are booleans; the standstill period is one of the list", () => {
    const all = ZNdaRequestSchema.parse({
      ...valid,
      nonSolicitation: true,
      standstill: true,
      standstillPeriod: "18 months",
      noPublicity: true,
      dataProtection: true,
    });
    expect(all).toMatchObject({ nonSolicitation: true, standstill: true, standstillPeriod: "18-months", noPublicity: true, dataProtection: true });
    expect(NDA_STANDSTILL_OPTIONS.map((o) => o.value)).toEqual(["6-months", "12-months", "18-months", "24-months"]);
    const m = messagesOf(ZNdaRequestSchema, {
      ...valid,
      nonSolicitation: "yes",
      standstill: 1,
      noPublicity: null,
      dataProtection: "true",
      standstillPeriod: "forever",
    });
    expect(m.nonSolicitation).toEqual(["Non-solicitation must be true or false"]);
    expect(m.standstill).toEqual(["Standstill must be true or false"]);
    expect(m.noPublicity).toEqual(["No publicity must be true or false"]);
    expect(m.dataProtection).toEqual(["Data protection must be true or false"]);
    expect(m.standstillPeriod).toEqual(["Select a valid standstill period"]);
  });

  test("spec messages at their paths, a missing party reporting its fields", () => {
    expect(messagesOf(ZNdaRequestSchema, {})).toEqual({
      "disclosingParty.name": ["Name is required"],
      "disclosingParty.address": ["Address is required"],
      "disclosingParty.email": ["Valid email is required"],
      "receivingParty.name": ["Name is required"],
      "receivingParty.address": ["Address is required"],
      "receivingParty.email": ["Valid email is required"],
      purpose: ["Purpose is required"],
      duration: ["Duration is required"],
      governingLaw: ["Governing law is required"],
    });
    const m = messagesOf(ZNdaRequestSchema, {
      ...valid,
      receivingParty: { name: " ", address: "", email: "bad" },
    });
    expect(m["receivingParty.name"]).toEqual(["Name is required"]);
    expect(m["receivingParty.address"]).toEqual(["Address is required"]);
    expect(m["receivingParty.email"]).toEqual(["Valid email is required"]);
  });

  test("type accepts one-way and mutual only", () => {
    expect(ZNdaRequestSchema.parse({ ...valid, type: "mutual" }).type).toBe("mutual");
    expect(ZNdaRequestSchema.parse({ ...valid, type: "Mutual" }).type).toBe("mutual");
    expect(messagesOf(ZNdaRequestSchema, { ...valid, type: "two-way" }).type).toEqual([
      "NDA type must be one-way or mutual",
    ]);
  });

  test("durations and governing law: spec labels normalise to slugs", () => {
    expect(NDA_DURATION_OPTIONS.map((o) => o.label)).toEqual([
      "1 year",
      "2 years",
      "3 years",
      "5 years",
      "indefinite",
    ]);
    expect(NDA_GOVERNING_LAW_OPTIONS.map((o) => o.label)).toEqual([
      "United States",
      "California, United States",
      "New York, United States",
      "Delaware, United States",
      "United Kingdom",
      "Canada",
      "Australia",
      "Germany",
    ]);
    for (const o of NDA_DURATION_OPTIONS)
      expect(ZNdaRequestSchema.parse({ ...valid, duration: o.label }).duration).toBe(o.value);
    for (const o of NDA_GOVERNING_LAW_OPTIONS) {
      expect(ZNdaRequestSchema.parse({ ...valid, governingLaw: o.label }).governingLaw).toBe(
        o.value,
      );
    }
    expect(ZNdaRequestSchema.parse({ ...valid, duration: "Indefinite" }).duration).toBe(
      "indefinite",
    );
    expect(messagesOf(ZNdaRequestSchema, { ...valid, duration: "forever" }).duration).toEqual([
      "Select a valid duration",
    ]);
    expect(messagesOf(ZNdaRequestSchema, { ...valid, governingLaw: "Mars" }).governingLaw).toEqual([
      "Select a valid governing law",
    ]);
  });

  test("purpose is bounded and multi-line; a non-object party is an issue", () => {
    expect(messagesOf(ZNdaRequestSchema, { ...valid, purpose: "x".repeat(5001) }).purpose).toEqual([
      "Purpose must be at most 5,000 characters",
    ]);
    expect(ZNdaRequestSchema.parse({ ...valid, purpose: "a\r\n\r\n\r\n\r\nb" }).purpose).toBe(
      "a\n\nb",
    );
    expect(
      messagesOf(ZNdaRequestSchema, { ...valid, purpose: "x\n".repeat(101) }).purpose,
    ).toEqual(["Purpose must be at most 100 lines"]);
    expect(
      messagesOf(ZNdaRequestSchema, {
        ...valid,
        receivingParty: { ...valid.receivingParty, address: "x\n".repeat(9) },
      })["receivingParty.address"],
    ).toEqual(["Address must be at most 8 lines"]);
    expect(
      messagesOf(ZNdaRequestSchema, { ...valid, disclosingParty: "Acme" }).disclosingParty,
    ).toEqual(["Party details are required"]);
    expect(ZNdaRequestSchema.safeParse({ ...valid, disclosingParty: null }).success).toBe(false);
  });

  test("the contractual penalty: euro cents, under German law only", () => {
    const german = { ...valid, governingLaw: "germany" };
    expect(ZNdaRequestSchema.parse({ ...german, contractualPenalty: 2_500_000 }).contractualPenalty).toBe(2_500_000);
    expect(ZNdaRequestSchema.parse({ ...german, contractualPenalty: null }).contractualPenalty).toBeUndefined();
    expect(messagesOf(ZNdaRequestSchema, { ...valid, governingLaw: "delaware", contractualPenalty: 2_500_000 }).contractualPenalty).toEqual([
      "A contractual penalty (Vertragsstrafe) can be agreed only in an NDA under German law",
    ]);
    expect(messagesOf(ZNdaRequestSchema, { ...german, contractualPenalty: 0 }).contractualPenalty).toEqual(["Contractual penalty must be greater than zero"]);
    expect(messagesOf(ZNdaRequestSchema, { ...german, contractualPenalty: 10.5 }).contractualPenalty).toEqual(["Contractual penalty must be a whole number of cents"]);
    expect(messagesOf(ZNdaRequestSchema, { ...german, contractualPenalty: 100_000_001 }).contractualPenalty).toEqual(["Contractual penalty must be at most €1,000,000"]);
    expect(messagesOf(ZNdaRequestSchema, { ...german, contractualPenalty: "lots" }).contractualPenalty).toEqual(["Contractual penalty must be a number"]);
  });
});
