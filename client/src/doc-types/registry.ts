// Every document type's form, once: kind -> its lazily loaded form, each form its own chunk. The
// mapped type makes a kind added to shared/doc-types/registry.ts without a form a compile error.
// The tool routes are derived from the shared registry and this map (app/tool-routes.tsx).
import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import { DOC_TYPES, type DocumentKind } from "@shared/doc-types";

export type DocForm = LazyExoticComponent<ComponentType>;

const invoiceForm = lazy(() =>
  import("./invoice/invoice-generator").then((m) => ({ default: m.InvoiceGenerator })),
);

export const DOC_FORMS: { readonly [K in DocumentKind]: DocForm } = {
  privacy_policy: lazy(() =>
    import("./privacy-policy/privacy-policy-generator").then((m) => ({
      default: m.PrivacyPolicyGenerator,
    })),
  ),
  terms_conditions: lazy(() =>
    import("./terms/terms-generator").then((m) => ({ default: m.TermsGenerator })),
  ),
  cookie_policy: lazy(() =>
    import("./cookie-policy/cookie-policy-generator").then((m) => ({
      default: m.CookiePolicyGenerator,
    })),
  ),
  nda: lazy(() => import("./nda/nda-generator").then((m) => ({ default: m.NdaGenerator }))),
  // One form makes the three: its Document Type field says which.
  invoice: invoiceForm,
  quote: invoiceForm,
  receipt: invoiceForm,
};

/** Each distinct tool route of the registry, with the form of the first type that names it. */
export function toolPages(): { route: string; Form: DocForm }[] {
  const pages = new Map<string, DocForm>();
  for (const type of DOC_TYPES) if (!pages.has(type.route)) pages.set(type.route, DOC_FORMS[type.kind]);
  return [...pages].map(([route, Form]) => ({ route, Form }));
}
