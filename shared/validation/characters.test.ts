// The characters no text field accepts: control characters (but tab and line breaks), unpaired
// surrogates, noncharacters and bidi embeddings, overrides and isolates. Each is refused with a
// message naming the field and the character, never stripped in silence, in every string field of
// every schema built on the shared builders (found by walking the schemas, so a new field is
// covered without being listed).
import { describe, expect, test } from "vitest";
import { z } from "zod";
import * as docTypes from "../doc-types";
import { ZBusinessProfilePatchSchema, ZBusinessProfileSchema } from "../business/schema";
import { ZClientPatchSchema, ZClientSchema } from "../clients/schema";
import { ZAccountPatchSchema } from "../api/account";
import { ZLogoKitRequest } from "../logo-studio";
import { ZSignBody, ZSigner } from "../api/signatures";
import { ZAcceptBody } from "../invoicing/client";
import { ZPaymentRequestSchema } from "../invoicing/payments";
import { optionalText, refusedCharacter, requiredText } from "./fields";
import { stringFields } from "./test-utils";

/** One of each kind refused, with what the message calls it. */
const REFUSED: [string, string][] = [
  ["\u0000", "U+0000, a control character"],
  ["\u0007", "U+0007, a control character"],
  ["\u000B", "U+000B, a control character"],
  ["\u000C", "U+000C, a control character"],
  ["\u001B", "U+001B, a control character"],
  ["\u007F", "U+007F, a control character"],
  ["\u0085", "U+0085, a control character"],
  ["\u009F", "U+009F, a control character"],
  ["\uD800", "U+D800, an unpaired surrogate"],
  ["\uDFFF", "U+DFFF, an unpaired surrogate"],
  ["\uFDD0", "U+FDD0, a Unicode noncharacter"],
  ["\uFDEF", "U+FDEF, a Unicode noncharacter"],
  ["\uFFFE", "U+FFFE, a Unicode noncharacter"],
  ["\uFFFF", "U+FFFF, a Unicode noncharacter"],
  ["\u{1FFFE}", "U+1FFFE, a Unicode noncharacter"],
  ["\u{10FFFF}", "U+10FFFF, a Unicode noncharacter"],
  ["\u202A", "U+202A, a text-direction control"],
  ["\u202D", "U+202D, a text-direction control"],
  ["\u202E", "U+202E, a text-direction control"],
  ["\u2066", "U+2066, a text-direction control"],
  ["\u2069", "U+2069, a text-direction control"],
];

/** Text that stays as typed: entity-like text, markup characters, marks, emoji, combining accents. */
const KEPT = [
  "R&amp;D",
  "&e; &#0; &#x202E;",
  `<b> "quoted" 'single' ]]>`,
  "שלום\u200F (עברית)",
  "\u200Eabc\u061C",
  "💥 👩🏽‍💻 𝕏",
  "Cafe\u0301",
  "\uFFFD \u00AD \u200B \u2060",
  "\u{10FFFD}",
];

describe("refusedCharacter", () => {
  test("names the first refused character and its kind", () => {
    for (const [c, named] of REFUSED) {
      expect(refusedCharacter(`ab${c}cd`), named).toBe(named);
      expect(refusedCharacter(c), named).toBe(named);
    }
    expect(refusedCharacter("a\u202Eb\u0000")).toBe("U+202E, a text-direction control");
  });

  test("every C0 and C1 control but tab, line feed and carriage return; every noncharacter of every plane", () => {
    for (let code = 0; code <= 0x9f; code++) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code < 0x7f);
      expect(refusedCharacter(String.fromCodePoint(code)) === undefined, `U+${code.toString(16)}`).toBe(allowed);
    }
    for (let code = 0xfdd0; code <= 0xfdef; code++) expect(refusedCharacter(String.fromCodePoint(code))).toMatch(/noncharacter/);
    for (let plane = 0; plane <= 0x10; plane++)
      for (const last of [0xfffe, 0xffff]) {
        const code = plane * 0x10000 + last;
        expect(refusedCharacter(`x${String.fromCodePoint(code)}x`), code.toString(16)).toMatch(/noncharacter/);
        expect(refusedCharacter(String.fromCodePoint(code - 2))).toBeUndefined();
      }
    // A surrogate pair is one character; either half alone is refused.
    expect(refusedCharacter("\uD83D\uDCA5")).toBeUndefined();
    expect(refusedCharacter("\uDCA5\uD83D")).toBe("U+DCA5, an unpaired surrogate");
  });

  test("the marks of Arabic and Hebrew text (U+200E, U+200F, U+061C) are allowed", () => {
    for (const text of KEPT) expect(refusedCharacter(text), text).toBeUndefined();
  });
});

describe("the text builders", () => {
  const name = requiredText("Name is required", { label: "Name", max: 200 });
  const notes = optionalText({ label: "Notes", max: 2000, multiline: true, lines: 40 });

  test("refuse, naming the field and the character, whatever else the text holds", () => {
    for (const [c, named] of REFUSED) {
      for (const value of [`Acme${c}`, `${c}`, `  ${c} `, `x${c}${" ".repeat(300)}`]) {
        expect(name.safeParse(value).error?.issues.map((i) => i.message), named).toEqual([`Name contains a character that cannot be used (${named})`]);
        expect(notes.safeParse(`line\n${value}`).error?.issues.map((i) => i.message), named).toEqual([`Notes contains a character that cannot be used (${named})`]);
      }
    }
  });

  test("keep what they accept as typed, only whitespace normalised", () => {
    for (const text of KEPT) {
      expect(name.parse(text)).toBe(text.trim());
      expect(notes.parse(`${text}\r\n${text}`)).toBe(`${text.trim()}\n${text.trim()}`);
    }
    // Tabs and line breaks are whitespace: one space in a one-line field, kept in a multiline one.
    expect(name.parse(" Acme\tLabs\r\nGmbH ")).toBe("Acme Labs GmbH");
    expect(notes.parse("a\tb  \r\n\n\n\nc")).toBe("a\tb\n\nc");
  });
});

/** Every schema whose text fields come from the shared builders. */
const SCHEMAS: [string, z.ZodType][] = [
  ...(Object.entries(docTypes) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodType] => /^Z\w+RequestSchema$/.test(entry[0]) && entry[1] instanceof z.ZodType,
  ),
  ["ZBusinessProfileSchema", ZBusinessProfileSchema],
  ["ZBusinessProfilePatchSchema", ZBusinessProfilePatchSchema],
  ["ZClientSchema", ZClientSchema],
  ["ZClientPatchSchema", ZClientPatchSchema],
  ["ZAccountPatchSchema", ZAccountPatchSchema],
  ["ZLogoKitRequest", ZLogoKitRequest],
  ["ZSigner", ZSigner],
  ["ZSignBody's typed signature", ZSignBody.shape.signature.options[0]],
  ["ZAcceptBody", ZAcceptBody],
  ["ZPaymentRequestSchema", ZPaymentRequestSchema],
];

type Path = (string | number)[];

/** `{}` with `value` at `path`, the objects and lists on the way created. */
function bodyWith(path: Path, value: unknown): unknown {
  const body: Record<string | number, unknown> = {};
  let node = body;
  path.slice(0, -1).forEach((key, i) => {
    node = (node[key] = typeof path[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
  node[path.at(-1)!] = value;
  return body;
}

/** The messages a parse gives at exactly `path`. */
const messagesAt = (schema: z.ZodType, path: Path, value: unknown) =>
  (schema.safeParse(bodyWith(path, value)).error?.issues ?? []).filter((i) => i.path.join(".") === path.join(".")).map((i) => i.message);

/** Values a field may take (free text first): the first it accepts is the one the characters go into. */
const PROBES = ["Plain words", "https://acme.example/path", "/privacy-policy", "+49 89 123456", "someone@acme.example", "2026-01-02", "DE123456789"];

describe.each(SCHEMAS)("%s: every string field refuses each character", (_name, schema) => {
  test("with a message naming the field and the character where the field takes text", () => {
    let texts = 0;
    for (const { path } of stringFields(schema)) {
      const where = path.join(".");
      const probe = PROBES.find((p) => messagesAt(schema, path, p).length === 0);
      if (probe === PROBES[0]) texts++;
      for (const [c, named] of REFUSED) {
        // The character inside a value the field accepts (before its last character, past any scheme or @).
        const value = probe ? probe.slice(0, -1) + c + probe.slice(-1) : `a${c}b`;
        const messages = messagesAt(schema, path, value);
        expect(messages, `${where} = ${JSON.stringify(value)}`).not.toEqual([]);
        if (probe === PROBES[0]) expect(messages, where).toEqual([expect.stringMatching(new RegExp(`^.+ contains a character that cannot be used \\(${named.replace("+", "\\+")}\\)$`))]);
      }
    }
    expect(texts).toBeGreaterThan(0);
  });
});
