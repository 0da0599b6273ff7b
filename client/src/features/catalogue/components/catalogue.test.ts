// The shared catalogue is read by the landing grid and the dashboard; its order and routes are
// part of the spec (sections 1 and 2).
import { describe, expect, it } from "vitest";
import { QUICK_TOOL_COUNT, TOOLS } from "@shared/catalogue";
import { TOOL_BADGE_CLASSES, TOOL_TILE_CLASSES } from "./tool-icon";

describe("tool catalogue", () => {
  it("lists the 12 tools in spec order with their routes", () => {
    expect(TOOLS.map((t) => [t.id, t.href])).toEqual([
      ["privacy-policy", "/tools/privacy-policy"],
      ["terms", "/tools/terms-conditions"],
      ["cookie-policy", "/tools/cookie-policy"],
      ["ecommerce-policies", "/tools/ecommerce-policies"],
      ["nda", "/tools/nda-generator"],
      ["contractor-agreement", "/tools/contractor-agreement"],
      ["digital-signature", "/tools/digital-signature"],
      ["invoice", "/tools/invoice-generator"],
      ["quote", "/tools/quote-generator"],
      ["logo", "/tools/logo-generator"],
      ["business-plan", "/tools/business-plan"],
      ["employment-contract", "/tools/employment-contract"],
    ]);
    expect(QUICK_TOOL_COUNT).toBe(6);
  });

  it("marks the working tools available and the rest coming soon", () => {
    expect(TOOLS.filter((t) => t.status === "available").map((t) => t.id)).toEqual([
      "privacy-policy",
      "terms",
      "cookie-policy",
      "ecommerce-policies",
      "nda",
      "contractor-agreement",
      "digital-signature",
      "invoice",
      "quote",
      "logo",
      "business-plan",
      "employment-contract",
    ]);
  });

  it("gives every tool a title, description, badge and a colour the client can draw", () => {
    for (const tool of TOOLS) {
      expect(tool.title && tool.description && tool.badge).toBeTruthy();
      expect(TOOL_TILE_CLASSES[tool.colour]).toBeTruthy();
      expect(TOOL_BADGE_CLASSES[tool.colour]).toBeTruthy();
    }
  });
});
