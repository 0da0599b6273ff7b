// The mark's symbols, drawn by the preview and the kit from one map.
import { describe, expect, test } from "vitest";
import { LOGO_SYMBOLS } from ".";
import { LOGO_SYMBOL_ICONS, symbolShapes } from "./symbols";

describe("symbolShapes", () => {
  test.each(LOGO_SYMBOLS)("%s keeps every shape and attribute of its lucide icon", (symbol) => {
    const icon = LOGO_SYMBOL_ICONS[symbol];
    expect(icon.length).toBeGreaterThan(0);
    expect(symbolShapes(symbol)).toEqual(
      icon.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)]))]),
    );
  });

  test("every symbol draws a different icon", () => {
    const drawn = new Set(LOGO_SYMBOLS.map((symbol) => JSON.stringify(symbolShapes(symbol))));
    expect(drawn.size).toBe(LOGO_SYMBOLS.length);
  });
});
