// The one catalogue of the tools the product advertises (docs/product-spec.md §1), in spec order.
// The landing grid shows all of them; the dashboard's Quick Tools show the first six. No React
// here: the icon is a lucide icon name and the colour a token, which the client maps to components
// and static class strings. A tool made by a document type is that type's (its meta's `listing`,
// its route); the others are listed here, working or Coming Soon at `page`.
import type { DocTypeMeta, ToolListing } from "./doc-types/define";
import { DOC_TYPE_METAS } from "./doc-types/registry";

/**
 * The tools in the spec's order. A tool made by a document type is listed by that type's meta
 * (`listing`, shared/doc-types/<type>/meta.ts); the others are below. A type's tool missing from
 * this order comes after these.
 */
const SPEC_ORDER = [
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
] as const;

export type { ToolColour, ToolIconName } from "./doc-types/define";

export type ToolStatus = "available" | "coming-soon";

/** Tools that are not document types: their cards, and the route of their page. */
const STANDALONE_TOOLS = {
  "digital-signature": {
    title: "Digital Signatures",
    description:
      "Collect signatures online with a complete audit trail and one-time-passcode (OTP) verification.",
    badge: "Audit trail",
    colour: "rose",
    icon: "Signature",
    page: "/tools/digital-signature",
    status: "available",
  },
  logo: {
    title: "Logo & Favicon Studio",
    description:
      "A clean logo and a complete favicon set for your brand, ready for web, app and social.",
    badge: "Brand kit",
    colour: "fuchsia",
    icon: "Palette",
    page: "/tools/logo-generator",
    status: "available",
  },
} as const satisfies Record<string, ToolListing & { page: string; status: ToolStatus }>;

export type ToolId = keyof typeof STANDALONE_TOOLS | (typeof DOC_TYPE_METAS)[number]["toolId"];

export interface Tool extends ToolListing {
  id: ToolId;
  /** The signed-in route of the tool page. */
  href: string;
  status: ToolStatus;
}

/** A type's tool card comes from its meta (`listing`), given by the one type that owns the tool. */
const typeToolsOf = (metas: readonly DocTypeMeta[]): Tool[] =>
  metas.flatMap((meta): Tool[] =>
    meta.listing ? [{ id: meta.toolId as ToolId, ...meta.listing, href: meta.route, status: "available" }] : [],
  );
const standaloneTools: Tool[] = Object.entries(STANDALONE_TOOLS).map(([id, { page, ...tool }]) => ({
  id: id as ToolId,
  ...tool,
  href: page,
}));
const rank = (id: string) => {
  const i = (SPEC_ORDER as readonly string[]).indexOf(id);
  return i < 0 ? SPEC_ORDER.length : i;
};

/** The catalogue of the given types' metas and the standalone tools, in the spec's order. */
export const toolsOf = (metas: readonly DocTypeMeta[]): readonly Tool[] =>
  [...typeToolsOf(metas), ...standaloneTools].sort((a, b) => rank(a.id) - rank(b.id));

export const TOOLS: readonly Tool[] = toolsOf(DOC_TYPE_METAS);

export const QUICK_TOOL_COUNT = 6;

export function getTool(id: string): Tool {
  const tool = TOOLS.find((t) => t.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}

export const comingSoonTools = (): Tool[] => TOOLS.filter((t) => t.status === "coming-soon");
export const availableTools = (): Tool[] => TOOLS.filter((t) => t.status === "available");
