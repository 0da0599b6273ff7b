// Property-based checks of every request schema: whatever arrives (long whitespace runs, unicode,
// control characters, lone surrogates, wrong types, random structures, up to the 1 MB body limit),
// parsing answers quickly, never throws, and what it accepts is within every field's limits.
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { cpuMs } from "../../test/cpu";
import { generateRequests, invoiceBody } from "../../test/fixtures";
import { characterCount, cleanText, lineCount, trimLineEnds } from "./fields";
import * as validation from "../doc-types";
import { stringFields } from "./test-utils";

/** Every request schema of the document types, found by name so a new one cannot be missed. */
const SCHEMAS = (Object.entries(validation) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    /^Z\w+RequestSchema$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

/** A valid body of each schema: every generated type's (from the registry), and the invoices'. */
const VALID = new Map<z.ZodType, unknown>([
  ...generateRequests().map(({ schema, body }) => [schema, body] as const),
  [validation.ZInvoiceRequestSchema, invoiceBody],
]);

/** What one parse may cost in CPU. A parse over it is measured twice more: a GC pause does not repeat. */
const BUDGET_MS = 50;
/** The longest string a JSON body under the 1 MB limit can carry. */
const BODY_LIMIT = 1024 * 1024;

const WHITESPACE = [" ", "\t", "\n", "\r\n", "\r", "\u000b", "\f", "\u00a0", "\u2028", "\u3000"];

/** A long run of whitespace (the shape that once froze the server), then a little text. */
const whitespaceRun = fc
  .tuple(
    fc.array(fc.constantFrom(...WHITESPACE), { minLength: 1, maxLength: 4 }),
    fc.integer({ min: 1, max: BODY_LIMIT / 4 }),
    fc.string({ maxLength: 3 }),
  )
  .map(([unit, n, tail]) => unit.join("").repeat(n).slice(0, BODY_LIMIT - 16) + tail);

/** Text near the limits: repeated characters or lines around each field's maximum. */
const nearLimit = fc
  .tuple(fc.constantFrom("x", "x\n", "x\r\n", " \n", "é", "💥", "\uD800"), fc.nat(12_000))
  .map(([unit, n]) => unit.repeat(n));

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const tricky = fc.constantFrom(" ", "\t", "\n", "\r", "x", "\u0000", "\u007f", "\u0085", "\uD800", "\uDC00", "\u202E", "\u2066", "\uFEFF");

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 3000 }),
  fc.string({ unit: anyCodeUnit, maxLength: 3000 }),
  fc.string({ unit: tricky, maxLength: 20_000 }),
  whitespaceRun,
  nearLimit,
);

/** Text for each of many list elements: a list of them stays within the body limit. */
const elementText = fc.oneof(
  fc.string({ maxLength: 600 }),
  fc.string({ unit: tricky, maxLength: 1500 }),
  fc.string({ unit: anyCodeUnit, maxLength: 1500 }),
);

const anything = fc.anything({
  maxDepth: 3,
  maxKeys: 8,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  values: [text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)],
});

type Path = (string | number)[];

/** Every path of a JSON value: object keys and array indexes, nested. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== "object") return copy;
    node = next as Record<string | number, unknown>;
  }
  try {
    node[path.at(-1)!] = value;
  } catch {
    // A boxed string put there by an earlier change: read-only, left as it is.
  }
  return copy;
}

/** A valid body with some of its fields (or whole sub-objects and lists) replaced. */
function mutated(base: unknown) {
  const paths = pathsOf(base);
  const lists = paths.filter((p) => {
    let v: unknown = base;
    for (const k of p) v = (v as Record<string | number, unknown>)[k];
    return Array.isArray(v) && v[0] !== null && typeof v[0] === "object";
  });
  const replacement = fc.tuple(fc.constantFrom(...paths), fc.oneof(text, text, anything));
  // A list of objects (invoice items) regrown with mutated copies of its first element, to the
  // size limits and past them.
  const regrown = lists.length
    ? fc.tuple(fc.constantFrom(...lists), fc.integer({ min: 0, max: 150 })).chain(([path, n]) => {
        let first: unknown = base;
        for (const k of path) first = (first as Record<string | number, unknown>)[k];
        const element = (first as unknown[])[0];
        return fc
          .array(
            fc
              .tuple(fc.constantFrom(...pathsOf(element)), elementText)
              .map(([p, v]) => setAt(element, p, v)),
            { minLength: n, maxLength: n },
          )
          .map((list) => [path, list] as const);
      })
    : fc.constant(undefined);
  return fc
    .tuple(fc.array(replacement, { maxLength: 4 }), fc.option(regrown))
    .map(([changes, grown]) => {
      let body = base;
      if (grown) body = setAt(body, [...grown[0]], grown[1]);
      for (const [path, value] of changes) body = setAt(body, path, value);
      return body;
    });
}

function timedParse(schema: z.ZodType, input: unknown) {
  let best = Infinity;
  let result: ReturnType<z.ZodType["safeParse"]> | undefined;
  for (let attempt = 0; attempt < 3 && best > BUDGET_MS; attempt++) {
    const parsed = cpuMs(() => schema.safeParse(input));
    result = parsed.value;
    best = Math.min(best, parsed.cpuMs);
  }
  return { result: result!, ms: best };
}

/** Every string of a parsed value, with its path (array indexes as 0, like stringFields). */
function stringsOf(value: unknown, path: Path = []): { path: string; value: string }[] {
  if (typeof value === "string") return [{ path: path.join("."), value }];
  if (Array.isArray(value)) return value.flatMap((v) => stringsOf(v, [...path, 0]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, [...path, k]));
  return [];
}

const stats = { runs: 0, slowest: 0, accepted: 0 };

test("every request schema of shared/validation is checked", () => {
  expect(SCHEMAS.length).toBe(VALID.size);
  for (const [name, schema] of SCHEMAS) expect(VALID.has(schema), name).toBe(true);
});

describe.each(SCHEMAS)("%s", (name, schema) => {
  const base = VALID.get(schema);
  const limits = new Map(stringFields(schema).map((f) => [f.path.join("."), f.max]));

  const check = (input: unknown) => {
    let parsed!: ReturnType<typeof timedParse>;
    expect(() => (parsed = timedParse(schema, input))).not.toThrow();
    const { result, ms } = parsed;
    stats.runs++;
    stats.slowest = Math.max(stats.slowest, ms);
    expect(ms, `parse cost ${ms.toFixed(1)} CPU-ms`).toBeLessThan(BUDGET_MS);
    if (!result.success) {
      expect(result.error.issues.length).toBeGreaterThan(0);
      return;
    }
    stats.accepted++;
    for (const s of stringsOf(result.data)) {
      const max = limits.get(s.path);
      expect(max, `an accepted string at ${s.path} that no field declares`).toBeDefined();
      // Limits count characters as zod does: code points.
      expect(characterCount(s.value), s.path).toBeLessThanOrEqual(max!);
      expect(characterCount(s.value)).toBe([...s.value].length);
    }
  };

  test("the valid sample parses", () => {
    expect(schema.safeParse(base).success).toBe(true);
    // Warm up (the first parses compile zod's paths) before timing.
    for (const input of [base, ...fc.sample(mutated(base), 50), ...fc.sample(anything, 50)])
      schema.safeParse(input);
  });

  test("valid bodies with random fields, lists and structures: fast, no throw, within limits", () => {
    fc.assert(fc.property(mutated(base), check), { numRuns: 400 });
  });

  test("random values and structures at the top: fast, no throw", () => {
    fc.assert(fc.property(fc.oneof(anything, text), check), { numRuns: 150 });
  });
});

describe("cleanText", () => {
  // The trailing-whitespace pattern the loop replaced, as the reference, on short inputs only.
  // eslint-disable-next-line regexp/no-super-linear-move -- quadratic, kept to compare against
  const reference = (s: string) => s.replace(/[ \t]+$/gm, "");
  const short = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\r", "\u2028", "\u2029", "x", "é"), maxLength: 200 });

  test("trimLineEnds does what the old regex did", () => {
    fc.assert(
      fc.property(fc.oneof(short, fc.string({ unit: "binary", maxLength: 100 })), (s) => {
        expect(trimLineEnds(s)).toBe(reference(s));
      }),
      { numRuns: 2000 },
    );
  });

  // Linear means a megabyte costs what 32 pieces of 32 KB cost (about 1×, up to 3× here from
  // allocation); quadratic would cost 32×. The two are measured side by side, cheapest of three, so a
  // busy machine slows both alike: no budget in milliseconds to miss.
  const cheapest = (work: () => unknown) => Math.min(...[0, 1, 2].map(() => cpuMs(work).cpuMs));
  test("is linear: a megabyte of whitespace costs what 32 pieces of 32 KB cost", () => {
    for (const unit of [" ", "\t ", " \n", "\n", "\r\n "]) {
      const whole = unit.repeat(Math.floor(BODY_LIMIT / unit.length)) + "x";
      const piece = unit.repeat(Math.floor(BODY_LIMIT / 32 / unit.length)) + "x";
      for (const multiline of [true, false]) {
        expect(cleanText(whole, multiline).trim()).toBe("x");
        const wholeMs = cheapest(() => cleanText(whole, multiline));
        const piecesMs = cheapest(() => {
          for (let i = 0; i < 32; i++) cleanText(piece, multiline);
        });
        expect(wholeMs, `${JSON.stringify(unit)} multiline=${multiline}: CPU-ms of 1 MB against 32 × 32 KB (${piecesMs.toFixed(1)})`).toBeLessThan(8 * piecesMs + 5);
      }
    }
    expect(lineCount("a\nb\n\nc")).toBe(4);
  });
});

afterAll(() => {
  console.log(
    `[security] schema properties: ${stats.runs} random parses over ${SCHEMAS.length} request schemas (${stats.accepted} accepted), costliest ${stats.slowest.toFixed(1)} CPU-ms (budget ${BUDGET_MS}), 0 throws`,
  );
});
