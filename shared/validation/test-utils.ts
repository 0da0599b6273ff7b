// Test helpers: the messages a schema gives, keyed by dotted path.
import type { z } from "zod";

export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A string (free text or one of a list) a schema reads: where it sits (array elements as index 0) and its longest output. */
export interface StringField {
  path: (string | number)[];
  max: number;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every string field of a schema, found by walking its objects, arrays, wrappers and pipes, so a
 * field added to a schema is covered by the tests that use this without being listed anywhere.
 */
export function stringFields(schema: z.ZodType): StringField[] {
  const found = new Map<string, StringField>();
  const walk = (s: z.ZodType, path: (string | number)[]) => {
    const def = defOf(s);
    switch (def.type) {
      case "string": {
        const maxima = (def.checks ?? [])
          .map((c) => c._zod.def)
          .filter((c) => c.check === "max_length")
          .map((c) => c.maximum ?? Infinity);
        const key = path.join(".");
        const max = Math.min(found.get(key)?.max ?? Infinity, ...maxima);
        found.set(key, { path, max });
        return;
      }
      case "enum": {
        const values = Object.values(def.entries ?? {}).map(String);
        found.set(path.join("."), { path, max: Math.max(...values.map((v) => v.length)) });
        return;
      }
      case "object":
        for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, [...path, key]);
        return;
      case "array":
        return walk(def.element!, [...path, 0]);
      case "union":
        for (const option of def.options ?? []) walk(option, path);
        return;
      case "pipe":
        walk(def.in!, path);
        walk(def.out!, path);
        return;
      default:
        if (def.innerType) walk(def.innerType, path);
    }
  };
  walk(schema, []);
  return [...found.values()];
}
