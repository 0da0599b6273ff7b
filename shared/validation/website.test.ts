// A website typed without its scheme is the https address a person means.
import { describe, expect, test } from "vitest";
import { websiteUrl, withScheme } from "./fields";

const website = websiteUrl("Must be a valid URL");

describe("website fields", () => {
  test("get https:// when typed without a scheme", () => {
    expect(website.parse("acme.com")).toBe("https://acme.com");
    expect(website.parse("  www.acme.co.uk/privacy  ")).toBe("https://www.acme.co.uk/privacy");
    expect(website.parse("shop.acme.com:8443/x")).toBe("https://shop.acme.com:8443/x");
  });

  test("keep a scheme that was typed, and still refuse what is not a website", () => {
    expect(website.parse("http://acme.com")).toBe("http://acme.com");
    expect(website.parse("HTTPS://acme.com")).toBe("HTTPS://acme.com");
    for (const bad of ["ftp://acme.com", "javascript:alert(1)", "mailto:a@acme.com", "acme", "-acme.com", "//acme.com"]) {
      const result = website.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Must be a valid URL");
    }
    expect(withScheme("")).toBe("");
  });
});
