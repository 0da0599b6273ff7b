// Every template version of a type that can be published says why it changed: accepting an update
// puts "Updated for <reason>" in the public changelog, never a bare version number.
import { describe, expect, test } from "vitest";
import { PUBLICATION_SLUG_OF_KIND, type PublishableKind } from "../../shared/api/publications";
import { DEFAULT_DOC_TYPES } from "../doc-types/registry";
import { updatedFor } from "./template-reasons";

describe("template reasons", () => {
  for (const kind of Object.keys(PUBLICATION_SLUG_OF_KIND) as PublishableKind[]) {
    test(`${kind}: a reason for every version after the first`, () => {
      const type = DEFAULT_DOC_TYPES.find((t) => t.definition.kind === kind)!;
      const versions = Array.from({ length: type.templateVersion - 1 }, (_, i) => i + 2);
      expect(Object.keys(type.templateChanges ?? {}).map(Number)).toEqual(versions);
      for (const n of versions) expect(updatedFor(type, n)).not.toMatch(/template version/);
    });
  }
});
