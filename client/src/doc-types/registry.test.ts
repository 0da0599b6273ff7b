import { describe, expect, it } from "vitest";
import { DOC_TYPE_METAS as DOC_TYPES } from "@shared/doc-types";
import { DOC_FORMS, toolPages } from "./registry";

// A form for every kind and nothing else is the compiler's to check, not a test's: DOC_FORMS is
// typed { [K in DocumentKind]: DocForm }, so a kind without a form, or a form for no kind, fails tsc.
describe("the client's document-type registry", () => {
  it("gives the types that share a route (the invoice family) one form", () => {
    for (const a of DOC_TYPES)
      for (const b of DOC_TYPES)
        if (a.route === b.route) expect(DOC_FORMS[a.kind]).toBe(DOC_FORMS[b.kind]);
  });

  it("derives one tool page per distinct route, in the registry's order", () => {
    const routes = [...new Set(DOC_TYPES.map((t) => t.route))];
    expect(toolPages().map((p) => p.route)).toEqual(routes);
    for (const page of toolPages()) {
      const type = DOC_TYPES.find((t) => t.route === page.route)!;
      expect(page.Form).toBe(DOC_FORMS[type.kind]);
    }
  });
});
