// The one catalogue of the 12 tools the product advertises (docs/product-spec.md §1), in spec order. The
// landing grid shows all of them; the dashboard's Quick Tools show the first six. No React here:
// the icon is a lucide icon name and the colour a token, which the client maps to components and
// static class strings. Whether a tool works, and the route of its page, come from the document
// types that name it (shared/doc-types/kinds.ts); a tool without one is Coming Soon at `page`.
import { DOC_TYPE_METAS } from "./doc-types/kinds";

export const TOOL_IDS = [
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
export type ToolId = (typeof TOOL_IDS)[number];

export type ToolColour =
  | "blue"
  | "indigo"
  | "amber"
  | "emerald"
  | "violet"
  | "sky"
  | "rose"
  | "teal"
  | "orange"
  | "fuchsia"
  | "cyan"
  | "slate";

export type ToolIcon =
  | "ShieldCheck"
  | "Scale"
  | "Cookie"
  | "ShoppingBag"
  | "FileLock2"
  | "Handshake"
  | "Signature"
  | "Receipt"
  | "Calculator"
  | "Palette"
  | "TrendingUp"
  | "UserPlus";

export type ToolStatus = "available" | "coming-soon";

export interface Tool {
  id: ToolId;
  title: string;
  description: string;
  /** A short selling point shown as a badge on the card. */
  badge: string;
  colour: ToolColour;
  icon: ToolIcon;
  /** The signed-in route of the tool page. */
  href: string;
  status: ToolStatus;
}

/** A tool as the catalogue lists it; `page` is the route of a tool no document type makes yet. */
type Listing = Omit<Tool, "href" | "status"> & { page?: string };

/** Tools that work without being a document type. */
const STANDALONE_TOOLS: Partial<Record<ToolId, string>> = {
  logo: "/tools/logo-generator",
};

const LISTING: readonly Listing[] = [
  {
    id: "privacy-policy",
    title: "Privacy Policy",
    description:
      "A GDPR- and CCPA-ready privacy policy built from the data you actually collect. Export as HTML, PDF or Markdown.",
    badge: "GDPR & CCPA",
    colour: "blue",
    icon: "ShieldCheck",
  },
  {
    id: "terms",
    title: "Terms & Conditions",
    description:
      "Terms of service for your SaaS, store or app, with payment, refund and governing-law clauses.",
    badge: "Essential",
    colour: "indigo",
    icon: "Scale",
  },
  {
    id: "cookie-policy",
    title: "Cookie Policy & Consent Banner",
    description:
      "A cookie policy that lists the cookies you really use, plus a consent banner ready for your site.",
    badge: "Consent banner",
    colour: "amber",
    icon: "Cookie",
  },
  {
    id: "ecommerce-policies",
    title: "E-commerce Policies",
    description:
      "Refund, return and shipping policies that set clear expectations and cut support tickets.",
    badge: "Refunds & shipping",
    colour: "emerald",
    icon: "ShoppingBag",
  },
  {
    id: "nda",
    title: "NDA Generator",
    description:
      "One-way and mutual non-disclosure agreements that protect your ideas, ready for digital signature.",
    badge: "One-way & mutual",
    colour: "violet",
    icon: "FileLock2",
  },
  {
    id: "contractor-agreement",
    title: "Contractor Agreements",
    description:
      "Contractor agreements and statements of work that pin down scope, deliverables, payment and IP.",
    badge: "With SOW",
    colour: "sky",
    icon: "Handshake",
  },
  {
    id: "digital-signature",
    title: "Digital Signatures",
    description:
      "Collect signatures online with a complete audit trail and one-time-passcode (OTP) verification.",
    badge: "Audit trail",
    colour: "rose",
    icon: "Signature",
    page: "/tools/digital-signature",
  },
  {
    id: "invoice",
    title: "Invoices & Receipts",
    description:
      "Professional invoices and receipts with auto-numbering, taxes, discounts and payment tracking.",
    badge: "Auto-numbering",
    colour: "teal",
    icon: "Receipt",
  },
  {
    id: "quote",
    title: "Quotes & Estimates",
    description:
      "Quotes clients can accept online, converted to an invoice in one click once the work is won.",
    badge: "Quote to invoice",
    colour: "orange",
    icon: "Calculator",
    page: "/tools/quote-generator",
  },
  {
    id: "logo",
    title: "Logo & Favicon Studio",
    description:
      "A clean logo and a complete favicon set for your brand, ready for web, app and social.",
    badge: "Brand kit",
    colour: "fuchsia",
    icon: "Palette",
  },
  {
    id: "business-plan",
    title: "Business Plan",
    description:
      "An investor-ready business plan covering market, model, financial projections and milestones.",
    badge: "Investor-ready",
    colour: "cyan",
    icon: "TrendingUp",
  },
  {
    id: "employment-contract",
    title: "Employment Contracts",
    description:
      "Employment contracts covering role, pay, probation, confidentiality and notice periods.",
    badge: "Hiring",
    colour: "slate",
    icon: "UserPlus",
  },
];

export const TOOLS: readonly Tool[] = LISTING.map(({ page, ...tool }) => {
  const type = DOC_TYPE_METAS.find((t) => t.toolId === tool.id);
  const standalone = STANDALONE_TOOLS[tool.id];
  const href = type?.route ?? standalone ?? page;
  if (!href) throw new Error(`The tool ${tool.id} has no page`);
  return { ...tool, href, status: type || standalone ? "available" : "coming-soon" };
});

export const QUICK_TOOL_COUNT = 6;

export function getTool(id: ToolId): Tool {
  const tool = TOOLS.find((t) => t.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}

export const comingSoonTools = (): Tool[] => TOOLS.filter((t) => t.status === "coming-soon");
export const availableTools = (): Tool[] => TOOLS.filter((t) => t.status === "available");
