// The signed-in app's own pages beyond the dashboard and the tools: all documents, every tool,
// plans and settings. Each page is its own lazy chunk. Returned as an array of <Route> elements
// because wouter's <Switch> matches its direct children.
import { lazy, type ReactElement } from "react";
import { Route } from "wouter";

const DocumentsPage = lazy(() => import("./routes/documents-page"));
const ToolsPage = lazy(() => import("./routes/tools-page"));
const ClientsPage = lazy(() => import("./routes/clients-page"));
const PricingPage = lazy(() => import("./routes/pricing-page"));
const BusinessSettingsPage = lazy(() => import("./routes/business-settings-page"));
const AccountSettingsPage = lazy(() => import("./routes/account-settings-page"));
const BillingSuccessPage = lazy(() => import("./routes/billing-success-page"));
const PublicationRecordsPage = lazy(() => import("./routes/publication-records-page"));

export const APP_PAGES = {
  documents: "/documents",
  tools: "/tools",
  clients: "/clients",
  pricing: "/pricing",
  businessSettings: "/settings/business",
  accountSettings: "/settings/account",
  billingSuccess: "/billing/success",
  /** A published policy's consent and acceptance records. */
  publicationRecords: "/publications/:id/records",
} as const;

/** Signed-in only, like the tool routes. */
export function appRoutes(): ReactElement[] {
  return [
    <Route key="documents" path={APP_PAGES.documents} component={DocumentsPage} />,
    <Route key="tools" path={APP_PAGES.tools} component={ToolsPage} />,
    <Route key="clients" path={APP_PAGES.clients} component={ClientsPage} />,
    <Route key="pricing" path={APP_PAGES.pricing} component={PricingPage} />,
    <Route key="business" path={APP_PAGES.businessSettings} component={BusinessSettingsPage} />,
    <Route key="account" path={APP_PAGES.accountSettings} component={AccountSettingsPage} />,
    <Route key="billing-success" path={APP_PAGES.billingSuccess} component={BillingSuccessPage} />,
    <Route key="publication-records" path={APP_PAGES.publicationRecords} component={PublicationRecordsPage} />,
  ];
}
