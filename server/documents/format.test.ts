// The loops that replaced backtracking regexes give what the regexes gave, in linear time.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cpuMs } from "../../test/cpu";
import { exportFilename } from "../services/exports";
import { formatLongDate, joinLines } from "./format";
import { bold, p, section, type DocumentModel } from "./model";
import { renderMarkdown } from "./render-markdown";

// The old patterns, as references on short inputs only.
/* eslint-disable regexp/no-super-linear-move -- references */
const oldJoinLines = (text: string, separator: string) => text.replace(/\s*\n\s*/g, separator);
const oldSlug = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
/* eslint-enable regexp/no-super-linear-move */

const spacey = fc.string({
  unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2028", "x", "-", "é"),
  maxLength: 120,
});

describe("formatLongDate", () => {
  test("writes a calendar date month first, day first, or in a profile's locale, on its own day", () => {
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatLongDate("2026-01-01", "day-month")).toBe("1 January 2026");
    expect(formatLongDate("2026-01-01", "month-day", "de-DE")).toBe("1. Januar 2026");
    expect(formatLongDate(new Date(2026, 11, 31, 23, 59))).toBe("December 31, 2026");
    expect(formatLongDate("on receipt")).toBe("on receipt");
  });
});

describe("joinLines", () => {
  test("matches the old pattern", () => {
    fc.assert(
      fc.property(fc.oneof(spacey, fc.string({ unit: "binary", maxLength: 60 })), (s) => {
        expect(joinLines(s, " ")).toBe(oldJoinLines(s, " "));
        expect(joinLines(s, ", ")).toBe(oldJoinLines(s, ", "));
      }),
      { numRuns: 2000 },
    );
  });

  test("is linear on a long run of spaces", () => {
    const { value, cpuMs: spent } = cpuMs(() => joinLines(`a${" ".repeat(1_000_000)}b\nc`, ", "));
    expect(value).toBe(`a${" ".repeat(1_000_000)}b, c`);
    expect(spent, "CPU-ms").toBeLessThan(500);
  });
});

test("exportFilename slugs as before", () => {
  fc.assert(
    fc.property(spacey, (title) => {
      expect(exportFilename(title, "pdf")).toBe(`${oldSlug(title) || "document"}.pdf`);
    }),
    { numRuns: 1000 },
  );
});

test("Markdown emphasis hugs its text, and a long run of spaces renders at once", () => {
  const model = (text: string): DocumentModel => ({
    type: "nda",
    title: "T",
    meta: [],
    sections: [section("S", [p("x", bold(text), "y")])],
  });
  expect(renderMarkdown(model("  Acme \n Inc.  "))).toContain("x  **Acme \\\n Inc.**  y");
  expect(cpuMs(() => renderMarkdown(model(`a${" ".repeat(200_000)}b`))).cpuMs, "CPU-ms").toBeLessThan(500);
});
