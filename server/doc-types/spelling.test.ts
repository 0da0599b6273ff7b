// A document follows its governing law's spelling both ways. Under US law the
// template's own words read in American English, under UK or Australian law in British English:
// two types each way, on the rendered documents (the golden scenarios' inputs, rendered today).
import { describe, expect, test } from "vitest";
import { allGoldens, renderGolden } from "./golden";
import { americanSpelling, britishSpelling, spellingOf } from "./spelling";

/** A golden scenario's document as it renders today. */
const rendered = (kind: string, name: string) => {
  const golden = allGoldens().find((g) => g.type.definition.kind === kind && g.name === name);
  if (!golden) throw new Error(`no golden ${kind}--${name}`);
  return renderGolden(golden).replace(/\\/g, "");
};

describe("one spelling module, both ways", () => {
  test("the region decides: US American; UK, Australia, Ireland and New Zealand British; the rest as written", () => {
    expect(spellingOf("us")).toBe("us");
    for (const r of ["uk", "au", "ie", "nz"]) expect(spellingOf(r), r).toBe("uk");
    for (const r of ["ca", "de", "other"]) expect(spellingOf(r), r).toBeUndefined();
  });

  test("British: -ise, -our, -ence, and 'licence' for the noun only", () => {
    expect(britishSpelling("The organization authorized an unauthorized analyzing of its organizational behavior.")).toBe(
      "The organisation authorised an unauthorised analysing of its organisational behaviour.",
    );
    expect(britishSpelling("a royalty-free license to use it; this License; license keys; No License")).toBe(
      "a royalty-free licence to use it; this Licence; licence keys; No Licence",
    );
    // The verb stays "license" in British English, and so do "licensed", "licensor" and "sublicense".
    expect(britishSpelling("You license to us, and we may license or sublicense it to licensed licensors.")).toBe(
      "You license to us, and we may license or sublicense it to licensed licensors.",
    );
    expect(britishSpelling("labor disputes, in our defense, the center, canceled")).toBe("labour disputes, in our defence, the centre, cancelled");
  });

  test("American: the mirror image, and 'analyses' (a plural noun) kept", () => {
    expect(americanSpelling("The organisation authorised an unauthorised licence; its organisational behaviour; our defence.")).toBe(
      "The organization authorized an unauthorized license; its organizational behavior; our defense.",
    );
    expect(americanSpelling("the analyses of our neighbours")).toBe("the analyses of our neighbors");
  });

  test("a long quotation (a statute, word for word) is left as written; a heading named in quotes is spelled", () => {
    const statute = '"A general release does not extend to claims that the creditor does not know or suspect to exist in his or her favor at the time of executing the release."';
    expect(britishSpelling(`You waive § 1542, which says: ${statute} See "No License".`)).toBe(`You waive § 1542, which says: ${statute} See "No Licence".`);
  });
});

describe("the rendered documents", () => {
  test("NDA: under English law 'licence' and British -ise; under Delaware law 'license' and -ize", () => {
    const uk = rendered("nda", "one-way-england");
    expect(uk).toContain("9. No Licence");
    expect(uk).toContain("grants the Receiving Party any licence");
    expect(uk).toMatch(/\bunauthorised\b/);
    expect(uk).not.toMatch(/\b(?:unauthorized|authorized|organization|recognized|analyze|No License)\b/);

    const us = rendered("nda", "mutual-delaware");
    expect(us).toContain("9. No License");
    expect(us).toContain("grants the Receiving Party any license");
    expect(us).toMatch(/\bunauthorized\b/);
    expect(us).not.toMatch(/\b(?:unauthorised|authorised|organisation|licence)\b/);
  });

  test("terms: UK 'organisation', 'licence', 'defence', 'labour'; US 'organization', 'license', 'defense'", () => {
    const uk = rendered("terms_conditions", "uk-consumer-saas");
    for (const word of ["organisation", "royalty-free licence", "defence", "authorised"]) expect(uk, word).toContain(word);
    expect(uk).not.toMatch(/\b(?:organization|organizational|defense|unauthorized|authorized)\b/);
    expect(uk).not.toMatch(/royalty-free license\b/);
    // The verb keeps its -se.
    expect(uk).toContain("We may sublicense these rights");

    const us = rendered("terms_conditions", "us-b2b-saas");
    expect(us).toMatch(/\borganization\b/);
    expect(us).toMatch(/\blicense\b/);
    expect(us).not.toMatch(/\b(?:organisation|organisational|licence|defence|authorised|unauthorised)\b/);
  });

  test("contractor agreement: US 'unauthorized', 'defense', 'organizational'; UK 'licence'", () => {
    const us = rendered("contractor_agreement", "california-hourly");
    expect(us).not.toMatch(/\b(?:unauthorised|defence|organisational|licence)\b/);
    expect(us).toMatch(/\borganizational\b/);
    const uk = rendered("contractor_agreement", "uk-company");
    expect(uk).toContain("royalty-free licence");
    expect(uk).not.toMatch(/\b(?:authorized|unauthorized|license)\b/);
  });
});

test("curly quotations: a long one kept, a short one spelled", () => {
  const long = "“A general release does not extend to claims that the creditor does not know or suspect to exist in his or her favor.”";
  expect(britishSpelling(`It says: ${long} See “No License” and the organization.`)).toBe(`It says: ${long} See “No Licence” and the organisation.`);
});
