// A contract's title names the other side; its heading stays the template's.
import { describe, expect, test } from "vitest";
import { employmentContractBody, ndaBody } from "../../test/fixtures";
import { employmentContractServer } from "./employment-contract";
import { ndaServer } from "./nda";
import { renderVersion } from "./render";

const context = { generatedAt: new Date("2026-12-01T00:00:00Z") };

describe("document titles", () => {
  test("an NDA names the receiving party, mutual or one-way; its heading is unchanged", () => {
    const mutual = ndaServer.definition.schema.parse({
      ...ndaBody,
      type: "mutual",
      receivingParty: { ...ndaBody.receivingParty, name: "Difference Partners" },
    });
    const rendered = renderVersion(ndaServer, mutual, context);
    expect(rendered.title).toBe("Mutual NDA — Difference Partners");
    expect(rendered.markdown.split("\n")[0]).toBe("# Mutual Non-Disclosure Agreement");

    const oneWay = ndaServer.definition.schema.parse({ ...ndaBody, type: "one-way" });
    expect(renderVersion(ndaServer, oneWay, context).title).toBe("NDA — Globex Corporation");
  });

  test("an employment contract names the employee", () => {
    const input = employmentContractServer.definition.schema.parse({
      ...employmentContractBody,
      employee: { ...employmentContractBody.employee, name: "Marco Silva" },
    });
    const rendered = renderVersion(employmentContractServer, input, context);
    expect(rendered.title).toBe("Contract of Employment — Marco Silva");
    expect(rendered.markdown.split("\n")[0]).toBe("# Contract of Employment");
  });
});
