// The working tools and the document viewer, each page its own lazy chunk. Returned as arrays of
// <Route> elements because wouter's <Switch> matches its direct children.
import type { ReactElement } from "react";
import { Route } from "wouter";
import {
  CookiePolicyPage,
  DocumentViewerPage,
  InvoicePage,
  NdaPage,
  PrivacyPolicyPage,
  TermsPage,
} from "./lazy-pages";

/** Signed-in only (spec section 2: tool routes are registered only when logged in). */
export function toolRoutes(): ReactElement[] {
  return [
    <Route key="privacy-policy" path="/tools/privacy-policy" component={PrivacyPolicyPage} />,
    <Route key="terms" path="/tools/terms-conditions" component={TermsPage} />,
    <Route key="cookie-policy" path="/tools/cookie-policy" component={CookiePolicyPage} />,
    <Route key="nda" path="/tools/nda-generator" component={NdaPage} />,
    <Route key="invoice" path="/tools/invoice-generator" component={InvoicePage} />,
  ];
}

/** Registered for everyone: the viewer itself tells a signed-out visitor to log in. */
export function documentRoutes(): ReactElement[] {
  return [
    <Route key="document" path="/documents/:id">
      {(params: { id: string }) => <DocumentViewerPage id={params.id} />}
    </Route>,
  ];
}
