import { expect, test } from "vitest";
import { DOC_TYPE_METAS } from "./kinds";
import { DOC_TYPES } from "./registry";

test("the metas are the registry's types without their schemas, in the same order", () => {
  expect(DOC_TYPES.map(({ schema: _schema, ...meta }) => meta)).toEqual([...DOC_TYPE_METAS]);
});
