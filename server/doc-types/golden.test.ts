// The golden documents (./golden.ts): each type has scenarios, each scenario's committed Markdown
// is what its template renders today, and a template that changes a golden's words without
// bumping its version fails here (npm run golden:update refuses to hide it).
import { describe, expect, test } from "vitest";
import type { DocumentModel } from "../documents/model";
import type { ServerDocType } from "./define";
import { allGoldens, checkGolden, goldensOf, readGolden, renderGolden } from "./golden";
import { DEFAULT_DOC_TYPES } from "./registry";

const goldens = allGoldens();

describe("golden documents", () => {
  test.each(DEFAULT_DOC_TYPES.map((t) => [t.definition.kind, t] as const))("%s has scenarios", (_kind, type) => {
    expect(goldensOf(type).length).toBeGreaterThan(0);
  });

  test.each(goldens.map((g) => [`${g.type.definition.kind}/${g.name}`, g] as const))("%s is current", (_name, golden) => {
    const rendered = renderGolden(golden);
    const { state } = checkGolden(golden, rendered);
    const why = {
      current: "",
      missing: "no golden Markdown yet: run npm run golden:update",
      stale: "the template version was bumped: run npm run golden:update and review the diff",
      "unversioned-change": `the template changed this golden without a version bump: bump templateVersion of ${golden.type.definition.kind} (now ${golden.type.templateVersion}), then run npm run golden:update`,
    }[state];
    expect(state, why).toBe("current");
    expect(readGolden(golden)!.markdown).toBe(rendered);
  });

  test("a changed text under the same version is refused; with a bumped version it is only stale", () => {
    const golden = goldens.find((g) => g.type.definition.kind === "nda")!;
    const reworded: ServerDocType = {
      ...golden.type,
      build: (input, context) => {
        const model = golden.type.build(input, context) as DocumentModel;
        return { ...model, title: `${model.title} (reworded)` };
      },
    };
    expect(checkGolden({ ...golden, type: reworded }).state).toBe("unversioned-change");
    expect(checkGolden({ ...golden, type: { ...reworded, templateVersion: golden.type.templateVersion + 1 } }).state).toBe("stale");
    expect(checkGolden({ ...golden, type: { ...golden.type, templateVersion: golden.type.templateVersion + 1 } }).state).toBe("stale");
    expect(checkGolden(golden).state).toBe("current");
    // A changed scenario explains a changed text: it may be rewritten without a bump.
    const scenario = { ...golden.scenario, description: `${golden.scenario.description} (changed)` };
    expect(checkGolden({ ...golden, scenario, type: reworded }).state).toBe("stale");
  });
});
