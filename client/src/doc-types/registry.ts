// Every document type's form, once: kind -> its lazily loaded form, each form its own chunk. The
// mapped type makes a kind added to shared/doc-types/registry.ts without a form a compile error.
// The tool routes are derived from the shared registry and this map (app/tool-routes.tsx).
//
// Every form takes the same optional props (DocFormProps, components/generator/doc-form-props.ts):
//
//   <Form />                      the tool's page: generates a new document (the spec's texts).
//   <Form initialValues={doc.metadata.input}
//         onSubmit={(payload, onFieldErrors) => …} />
//                                 edits a document: only the form (no page header, no result
//                                 panel, no plan notice, no Save as draft), filled with the stored
//                                 input (an invoice's money in minor units, as the API keeps it;
//                                 its type can't change). Submit validates with the type's schema
//                                 and calls onSubmit with the request body instead of generating
//                                 (for PUT /api/documents/:id/input). The button reads "Save
//                                 changes" ("Saving..." while a returned promise runs); a promise
//                                 rejected with a 400 ApiError, or onFieldErrors(errors), puts the
//                                 server's field messages on the fields.
//   actions={…}                   optional, with onSubmit: the submit row in place of "Save changes"
//                                 (e.g. Save and Cancel buttons; a type="submit" one submits).
import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import { DOC_TYPE_METAS, docMetaOf, type DocumentKind, type UploadedKind } from "@shared/doc-types/registry";
import type { DocFormProps } from "@/components/generator/doc-form-props";
import type { ViewerExtras } from "@/components/generator/viewer-extras";
import { CookiePolicyBanner } from "./cookie-policy/viewer-extras";
import { UploadedPdfView } from "./uploaded-pdf/uploaded-pdf-view";

export type { DocFormProps, ViewerExtras };

/** The tool's page without props; the bare form, filled in, with edit props (see above). */
export type DocForm = LazyExoticComponent<ComponentType<DocFormProps>>;

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
  ecommerce_policy: lazy(() =>
    import("./ecommerce-policies/ecommerce-policies-generator").then((m) => ({
      default: m.EcommercePoliciesGenerator,
    })),
  ),
  nda: lazy(() => import("./nda/nda-generator").then((m) => ({ default: m.NdaGenerator }))),
  employment_contract: lazy(() =>
    import("./employment-contract/employment-contract-generator").then((m) => ({
      default: m.EmploymentContractGenerator,
    })),
  ),
  contractor_agreement: lazy(() =>
    import("./contractor-agreement/contractor-agreement-generator").then((m) => ({
      default: m.ContractorAgreementGenerator,
    })),
  ),
  // One form makes the others: its Document Type field says which.
  invoice: invoiceForm,
  // The quote tool: the invoice form with its type fixed (and the form a quote is edited with).
  quote: lazy(() => import("./invoice/invoice-generator").then((m) => ({ default: m.QuoteGenerator }))),
  receipt: invoiceForm,
  credit_note: invoiceForm,
  business_plan: lazy(() =>
    import("./business-plan/business-plan-generator").then((m) => ({ default: m.BusinessPlanGenerator })),
  ),
};

/**
 * What the viewer shows of a type's document besides what every document has: below it (a cookie
 * policy's consent banner) or in place of its text (an uploaded PDF's file); most types have none.
 * Not lazily loaded: the viewer shows them with the document, and they are small.
 */
export const VIEWER_EXTRAS: { readonly [K in DocumentKind | UploadedKind]?: ViewerExtras } = {
  cookie_policy: { below: CookiePolicyBanner },
  uploaded_pdf: { body: UploadedPdfView },
};

/** A stored document's type's viewer extras (app/providers.tsx gives the viewer these). */
export const viewerExtrasOf = (type: string): ViewerExtras | undefined =>
  docMetaOf(type) ? VIEWER_EXTRAS[type as DocumentKind | UploadedKind] : undefined;

/** Each distinct tool route of the registry, with the form of the first type that names it. */
export function toolPages(): { route: string; Form: DocForm }[] {
  const pages = new Map<string, DocForm>();
  for (const type of DOC_TYPE_METAS) if (!pages.has(type.route)) pages.set(type.route, DOC_FORMS[type.kind]);
  return [...pages].map(([route, Form]) => ({ route, Form }));
}
