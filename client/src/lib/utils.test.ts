import { describe, expect, it } from "vitest";
import { cn, initialsOf } from "./utils";

describe("cn", () => {
  it("lets the later Tailwind class win", () => {
    const hidden = false;
    expect(cn("px-2 py-1", hidden && "hidden", "px-4")).toBe("py-1 px-4");
  });
});

describe("initialsOf", () => {
  it("takes up to two initials", () => {
    expect(initialsOf("Ada", "Lovelace")).toBe("AL");
    expect(initialsOf("ada@example.com")).toBe("A");
    expect(initialsOf(null, undefined)).toBe("U");
  });
});
