// What an employment contract's law says about signing it electronically, as its type declares it.
import { describe, expect, test } from "vitest";
import { refusals, warnings } from "../signing";
import { COLORADO_NOTICE_SIGNATURE, GERMAN_FIXED_TERM_FORM, GERMAN_RESTRAINT_FORM, GERMAN_STATEMENT_FORM, employmentSigning } from "./signing";

describe("employmentSigning", () => {
  test("Germany: a fixed term or a post-employment restraint is refused; the written statement warns", () => {
    expect(refusals(employmentSigning({ jurisdiction: "germany", employmentType: "fixed-term" }))).toEqual([GERMAN_FIXED_TERM_FORM]);
    expect(refusals(employmentSigning({ jurisdiction: "germany", nonCompete: true }))).toEqual([GERMAN_RESTRAINT_FORM]);
    expect(refusals(employmentSigning({ jurisdiction: "germany", nonSolicitation: true }))).toEqual([GERMAN_RESTRAINT_FORM]);
    const permanent = employmentSigning({ jurisdiction: "germany", employmentType: "permanent" });
    expect([permanent.law, refusals(permanent), warnings(permanent)]).toEqual(["eu", [], [GERMAN_STATEMENT_FORM]]);
  });

  test("Colorado: a covenant's notice must be signed on its own; other states and no covenant, nothing", () => {
    const co = employmentSigning({ jurisdiction: "united-states", workState: "US-CO", nonCompete: true });
    expect([co.law, refusals(co), warnings(co)]).toEqual(["us", [], [COLORADO_NOTICE_SIGNATURE]]);
    expect(warnings(employmentSigning({ jurisdiction: "united-states", workState: "US-CO" }))).toEqual([]);
    expect(employmentSigning({ jurisdiction: "united-states", workState: "US-TX", nonCompete: true })).toEqual({ law: "us", forms: [] });
    expect(employmentSigning({ jurisdiction: "united-kingdom", employmentType: "fixed-term", nonCompete: true })).toEqual({ law: "uk", forms: [] });
    expect(employmentSigning({ jurisdiction: "canada-ontario" }).law).toBe("ca");
  });
});
