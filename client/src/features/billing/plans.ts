// The two plans as the product sells them (docs/product-spec.md §6 and §9): Forever Free, 3
// documents total; Lifetime Access, a one-time $29. One list for the landing page's pricing
// section and the signed-in plans page (/pricing).

export type PlanFeature = { text: string; included: boolean };

export type Plan = {
  id: "free" | "lifetime";
  name: string;
  price: string;
  cadence: string;
  summary: string;
  features: PlanFeature[];
  /** The landing page's call to action (signed out: it leads to sign-in). */
  cta: string;
  featured: boolean;
};

export const PLANS: Plan[] = [
  {
    id: "free",
    name: "Forever Free",
    price: "$0",
    cadence: "forever",
    summary: "Everything you need for your first launch.",
    features: [
      { text: "3 documents total, forever", included: true },
      { text: "Basic export formats: HTML, Markdown, PDF", included: true },
      { text: "Exports carry a FounderDocs watermark", included: true },
      { text: "3 signature requests", included: true },
      { text: "No saved drafts", included: false },
    ],
    cta: "Start for Free",
    featured: false,
  },
  {
    id: "lifetime",
    name: "Lifetime Access",
    price: "$29",
    cadence: "one-time payment",
    summary: "Pay once. Every tool, every document, for good.",
    features: [
      { text: "Unlimited documents", included: true },
      { text: "White-label exports, no watermark", included: true },
      { text: "Save and manage drafts", included: true },
      { text: "Unlimited signature requests", included: true },
      { text: "Priority support", included: true },
    ],
    cta: "Get Lifetime Access",
    featured: true,
  },
];
