// The working tools and the document viewer, each page its own lazy chunk. Returned as arrays of
// <Route> elements because wouter's <Switch> matches its direct children.
import type { ReactElement } from "react";
import { Route } from "wouter";
import { getTool } from "@shared/catalogue";
import { toolPages } from "@/doc-types/registry";
import {
  DocumentViewerPage,
  LogoStudioPage,
  PublicInvoicePage,
  PublicQuotePage,
  SignatureToolPage,
  SignPage,
  VerifyPage,
} from "./lazy-pages";

/** The tools that are not document types, with their pages (their routes are the catalogue's). */
const STANDALONE_PAGES = [
  { toolId: "logo", Page: LogoStudioPage },
  { toolId: "digital-signature", Page: SignatureToolPage },
] as const;

/**
 * One route per distinct route of the document-type registry, rendering that type's form, and
 * one per standalone tool. Signed-in only (docs/product-spec.md §2: tool routes are registered
 * only when logged in).
 */
export function toolRoutes(): ReactElement[] {
  return [
    ...toolPages().map(({ route, Form }) => (
      <Route key={route} path={route}>
        <Form />
      </Route>
    )),
    ...STANDALONE_PAGES.map(({ toolId, Page }) => (
      <Route key={toolId} path={getTool(toolId).href}>
        <Page />
      </Route>
    )),
    <Route key="signature-request" path={`${getTool("digital-signature").href}/:id`}>
      {(params: { id: string }) => <SignatureToolPage id={params.id} />}
    </Route>,
  ];
}

/** Public pages (no account): a signer's page, the verification page, a client's quote and invoice. */
export function publicRoutes(): ReactElement[] {
  return [
    <Route key="sign" path="/sign/:token">
      {(params: { token: string }) => <SignPage token={params.token} />}
    </Route>,
    <Route key="verify" path="/verify" component={VerifyPage} />,
    <Route key="quote" path="/q/:token">
      {(params: { token: string }) => <PublicQuotePage token={params.token} />}
    </Route>,
    <Route key="invoice" path="/i/:token">
      {(params: { token: string }) => <PublicInvoicePage token={params.token} />}
    </Route>,
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
