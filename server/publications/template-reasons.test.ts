// Every template version of a type that can be published says why it changed: accepting an update
// puts "Updated for <reason>" in the public changelog, never a bare version number.
import { describe, expect, test } from "vitest";
import { DEFAULT_DOC_TYPES } from "../doc-types/registry";
import { updatedFor } from "./template-reasons";

describe("template reasons", () => {
  for (const type of DEFAULT_DOC_TYPES.filter((t) => t.definition.capabilities.publishable)) {
    test(`${type.definition.kind}: a reason for every version after the first`, () => {
      const versions = Array.from({ length: type.templateVersion - 1 }, (_, i) => i + 2);
      expect(Object.keys(type.templateChanges ?? {}).map(Number)).toEqual(versions);
      for (const n of versions) expect(updatedFor(type, n)).not.toMatch(/template version/);
    });
  }
});
