// Every JSON route of the API, once (docs/API.md says what each does; docs/ARCHITECTURE.md, "The
// route contract", how a request goes through one). An entry names its method and path, the
// schemas of its body and query, and the type of its answer: the server's handler is checked
// against it (server/contract.ts, serve) and the client's fetcher reads its answer type
// from it (client/src/lib/api-client.ts, apiCall). Only types are imported: the table costs the
// client's bundle a few strings.
import type { z } from "zod";
import type { AdminStats, OperatorSettings, TActiveProvider, TAdminActivityEntry, TAdminPayment, TAdminUser, TAnalyticsProviderEntry } from "./admin";
import type { ZAdminActivityQuerySchema, ZAdminPaymentsQuerySchema, ZAdminStatsQuerySchema, ZAdminUserActionSchema, ZAdminUsersQuerySchema } from "./admin";
import type { ZCreateAnalyticsProviderSchema, ZUpdateAnalyticsProviderSchema } from "./admin";
import type { ZAccountDeleteSchema, ZAccountPatchSchema } from "./account";
import type { TBillingStatus, TCheckoutSession, ZCheckoutRequest } from "./billing";
import type { TBusinessProfile } from "./business-profiles";
import { answer, fileBody, noContent, route, schema } from "./contract";
import type { TAcceptanceRecord, TApiKey, TConsentRecord, TConsentSummary, TCreatedApiKey, TReceipt, TRecordPage } from "./consents";
import type { ZAcceptanceLookupQuery, ZAcceptanceRecordBody, ZApiKeyCreateBody, ZConsentRecordBody, ZConsentSummaryQuery, ZRecordListQuery } from "./consents";
import type { TDashboardStats } from "./dashboard";
import type { TDocument, TDocumentListItem, TShareAnswer, TTemplateUpdate, TVersion, TVersionDiff, TVersionSummary } from "./documents";
import type { ZDocumentChangesSchema, ZDocumentListQuerySchema, ZGenerateQuerySchema, ZVersionDiffQuerySchema } from "./documents";
import type { TInstanceInfo } from "./instance";
import type { TCreatedInvoice, TInvoice } from "./invoices";
import type { TSignAnswer, TSignatureRequest, TSignatureRequestCreated, TSignatureRequestDetail, TSigningPage, TVerifyAnswer } from "./signatures";
import type { ZDeclineBody, ZOtpVerifyBody, ZSignatureRequestBody, ZSignatureRequestListQuery, ZSignBody, ZVoidBody } from "./signatures";
import type { TScan, TScanQueued, TScanSummary, ZStartScanSchema } from "./scans";
import type { ZUploadPdfQuery } from "./uploaded-pdf";
import type { TPublicUser } from "./users";
import type { TPublication, TPublicationDetail, TPublicPublication, TPublished, ZPublicationListQuery, ZPublicationPatch } from "./publications";
import type { ZBusinessProfilePatchSchema, ZBusinessProfileSchema } from "../business/schema";
import type { TClientWithBalance, ZClientPatchSchema, ZClientQuery, ZClientSchema } from "../clients";
import type { ZInvoiceRequestSchema } from "../doc-types";
import type { ZAcceptBody, TPublicBillingDocument, TQuoteAnswer, TSendAnswer, ZConvertBody, ZDeclineQuoteBody, ZSendBody } from "../invoicing/client";
import type { TDocumentHistory, TPayment, ZPaymentRequestSchema, ZVoidRequestSchema } from "../invoicing/payments";
import type { TNumbering, ZNumberingPatch } from "../invoicing/sequences";
import type { TMailDelivery, TMailQueued, ZMailTestRequest } from "../mail";

/** A job accepted for later (a reminder, an e-mail): 202. */
export interface TQueued {
  status: "queued";
}

export const api = {
  account: {
    user: route("GET", "/api/auth/user", { answer: answer<TPublicUser>() }),
    dashboard: route("GET", "/api/dashboard/stats", { answer: answer<TDashboardStats>() }),
    update: route("PATCH", "/api/account", {
      body: schema<typeof ZAccountPatchSchema>(),
      answer: answer<TPublicUser>(),
    }),
    delete: route("DELETE", "/api/account", {
      body: schema<typeof ZAccountDeleteSchema>(),
      status: 204,
      answer: noContent(),
    }),
    instance: route("GET", "/api/instance", { answer: answer<TInstanceInfo>() }),
  },
  documents: {
    list: route("GET", "/api/documents", {
      query: schema<typeof ZDocumentListQuerySchema>(),
      paged: true,
      answer: answer<TDocumentListItem[]>(),
    }),
    get: route("GET", "/api/documents/:id", { answer: answer<TDocument>() }),
    update: route("PATCH", "/api/documents/:id", {
      body: schema<typeof ZDocumentChangesSchema>(),
      answer: answer<TDocument>(),
    }),
    delete: route("DELETE", "/api/documents/:id", { status: 204, answer: noContent() }),
    /** The body is the document type's own request (its schema is the type's). */
    editInput: route("PUT", "/api/documents/:id/input", {
      body: schema<z.ZodUnknown>(),
      answer: answer<TDocument>(),
    }),
    versions: route("GET", "/api/documents/:id/versions", { answer: answer<TVersionSummary[]>() }),
    version: route("GET", "/api/documents/:id/versions/:n", { answer: answer<TVersion>() }),
    restore: route("POST", "/api/documents/:id/versions/:n/restore", {
      answer: answer<TDocument>(),
    }),
    diff: route("GET", "/api/documents/:id/diff", {
      query: schema<typeof ZVersionDiffQuerySchema>(),
      answer: answer<TVersionDiff>(),
    }),
    templateUpdatePreview: route("GET", "/api/documents/:id/template-update", {
      answer: answer<TTemplateUpdate>(),
    }),
    templateUpdate: route("POST", "/api/documents/:id/template-update", {
      answer: answer<TDocument>(),
    }),
    duplicate: route("POST", "/api/documents/:id/duplicate", {
      status: 201,
      answer: answer<TDocument>(),
    }),
    /** 201 when the link is new, 200 when it was already active. */
    share: route("POST", "/api/documents/:id/share", { answer: answer<TShareAnswer>() }),
    unshare: route("DELETE", "/api/documents/:id/share", { status: 204, answer: noContent() }),
    upload: route("POST", "/api/documents/upload", {
      query: schema<typeof ZUploadPdfQuery>(),
      body: fileBody(),
      status: 201,
      answer: answer<TDocument>(),
    }),
    /** POST /api/generate/<slug> for each generated type: the body is that type's request. */
    generate: route("POST", "/api/generate/:slug", {
      query: schema<typeof ZGenerateQuerySchema>(),
      body: schema<z.ZodUnknown>(),
      status: 201,
      answer: answer<TDocument>(),
    }),
  },
  invoices: {
    create: route("POST", "/api/invoices", {
      query: schema<typeof ZGenerateQuerySchema>(),
      body: schema<typeof ZInvoiceRequestSchema>(),
      status: 201,
      answer: answer<TCreatedInvoice>(),
    }),
    list: route("GET", "/api/invoices", { answer: answer<TInvoice[]>() }),
    payments: route("GET", "/api/documents/:id/payments", { answer: answer<TPayment[]>() }),
    recordPayment: route("POST", "/api/documents/:id/payments", {
      body: schema<typeof ZPaymentRequestSchema>(),
      status: 201,
      answer: answer<TPayment>(),
    }),
    deletePayment: route("DELETE", "/api/documents/:id/payments/:paymentId", {
      status: 204,
      answer: noContent(),
    }),
    receipt: route("POST", "/api/documents/:id/payments/:paymentId/receipt", {
      status: 201,
      answer: answer<TCreatedInvoice>(),
    }),
    void: route("POST", "/api/documents/:id/void", {
      body: schema<typeof ZVoidRequestSchema>(),
      answer: answer<TInvoice>(),
    }),
    remind: route("POST", "/api/documents/:id/remind", { status: 202, answer: answer<TQueued>() }),
    history: route("GET", "/api/documents/:id/history", { answer: answer<TDocumentHistory>() }),
    send: route("POST", "/api/documents/:id/send", {
      body: schema<typeof ZSendBody>(),
      status: 202,
      answer: answer<TSendAnswer>(),
    }),
    convert: route("POST", "/api/documents/:id/convert", {
      body: schema<typeof ZConvertBody>(),
      status: 201,
      answer: answer<TCreatedInvoice>(),
    }),
    publicQuote: route("GET", "/api/public/quotes/:token", {
      answer: answer<TPublicBillingDocument>(),
    }),
    publicInvoice: route("GET", "/api/public/invoices/:token", {
      answer: answer<TPublicBillingDocument>(),
    }),
    accept: route("POST", "/api/public/quotes/:token/accept", {
      body: schema<typeof ZAcceptBody>(),
      answer: answer<TQuoteAnswer>(),
    }),
    decline: route("POST", "/api/public/quotes/:token/decline", {
      body: schema<typeof ZDeclineQuoteBody>(),
      answer: answer<TQuoteAnswer>(),
    }),
  },
  clients: {
    list: route("GET", "/api/clients", {
      query: schema<typeof ZClientQuery>(),
      answer: answer<TClientWithBalance[]>(),
    }),
    create: route("POST", "/api/clients", {
      body: schema<typeof ZClientSchema>(),
      status: 201,
      answer: answer<TClientWithBalance>(),
    }),
    get: route("GET", "/api/clients/:id", { answer: answer<TClientWithBalance>() }),
    update: route("PATCH", "/api/clients/:id", {
      body: schema<typeof ZClientPatchSchema>(),
      answer: answer<TClientWithBalance>(),
    }),
    delete: route("DELETE", "/api/clients/:id", { status: 204, answer: noContent() }),
  },
  businessProfiles: {
    list: route("GET", "/api/business-profiles", { answer: answer<TBusinessProfile[]>() }),
    create: route("POST", "/api/business-profiles", {
      body: schema<typeof ZBusinessProfileSchema>(),
      status: 201,
      answer: answer<TBusinessProfile>(),
    }),
    get: route("GET", "/api/business-profiles/:id", { answer: answer<TBusinessProfile>() }),
    update: route("PATCH", "/api/business-profiles/:id", {
      body: schema<typeof ZBusinessProfilePatchSchema>(),
      answer: answer<TBusinessProfile>(),
    }),
    delete: route("DELETE", "/api/business-profiles/:id", { status: 204, answer: noContent() }),
    setLogo: route("PUT", "/api/business-profiles/:id/logo", {
      body: fileBody(),
      answer: answer<TBusinessProfile>(),
    }),
    numbering: route("GET", "/api/business-profiles/:id/numbering", { answer: answer<TNumbering>() }),
    setNumbering: route("PATCH", "/api/business-profiles/:id/numbering", {
      body: schema<typeof ZNumberingPatch>(),
      answer: answer<TNumbering>(),
    }),
  },
  signatures: {
    create: route("POST", "/api/documents/:id/signature-requests", {
      body: schema<typeof ZSignatureRequestBody>(),
      status: 201,
      answer: answer<TSignatureRequestCreated>(),
    }),
    list: route("GET", "/api/signature-requests", {
      query: schema<typeof ZSignatureRequestListQuery>(),
      answer: answer<TSignatureRequest[]>(),
    }),
    get: route("GET", "/api/signature-requests/:id", { answer: answer<TSignatureRequestDetail>() }),
    remind: route("POST", "/api/signature-requests/:id/remind", {
      status: 202,
      answer: answer<TQueued>(),
    }),
    void: route("POST", "/api/signature-requests/:id/void", {
      body: schema<typeof ZVoidBody>(),
      answer: answer<TSignatureRequest>(),
    }),
    page: route("GET", "/api/sign/:token", { answer: answer<TSigningPage>() }),
    sendCode: route("POST", "/api/sign/:token/otp", { status: 204, answer: noContent() }),
    verifyCode: route("POST", "/api/sign/:token/otp/verify", {
      body: schema<typeof ZOtpVerifyBody>(),
      status: 204,
      answer: noContent(),
    }),
    sign: route("POST", "/api/sign/:token/sign", {
      body: schema<typeof ZSignBody>(),
      answer: answer<TSignAnswer>(),
    }),
    decline: route("POST", "/api/sign/:token/decline", {
      body: schema<typeof ZDeclineBody>(),
      status: 204,
      answer: noContent(),
    }),
    verify: route("POST", "/api/verify", { body: fileBody(), answer: answer<TVerifyAnswer>() }),
  },
  publications: {
    /** 201 when something was written (a new version, or live again), 200 when this version was already live. */
    publish: route("POST", "/api/documents/:id/publish", { answer: answer<TPublished>() }),
    list: route("GET", "/api/publications", {
      query: schema<typeof ZPublicationListQuery>(),
      answer: answer<TPublication[]>(),
    }),
    get: route("GET", "/api/publications/:id", { answer: answer<TPublicationDetail>() }),
    update: route("PATCH", "/api/publications/:id", {
      body: schema<typeof ZPublicationPatch>(),
      answer: answer<TPublicationDetail>(),
    }),
    unpublish: route("DELETE", "/api/publications/:id", { status: 204, answer: noContent() }),
    /** No account, no cookies, CORS *: what the embed script renders. */
    public: route("GET", "/api/public/publications/:id", { answer: answer<TPublicPublication>() }),
  },
  billing: {
    status: route("GET", "/api/billing/status", { answer: answer<TBillingStatus>() }),
    checkout: route("POST", "/api/billing/checkout", {
      body: schema<typeof ZCheckoutRequest>(),
      answer: answer<TCheckoutSession>(),
    }),
  },
  analytics: {
    active: route("GET", "/api/analytics/active", { answer: answer<TActiveProvider[]>() }),
  },
  admin: {
    stats: route("GET", "/api/admin/stats", {
      query: schema<typeof ZAdminStatsQuerySchema>(),
      answer: answer<AdminStats>(),
    }),
    activity: route("GET", "/api/admin/activity", {
      query: schema<typeof ZAdminActivityQuerySchema>(),
      paged: true,
      answer: answer<TAdminActivityEntry[]>(),
    }),
    users: route("GET", "/api/admin/users", {
      query: schema<typeof ZAdminUsersQuerySchema>(),
      paged: true,
      answer: answer<TAdminUser[]>(),
    }),
    updateUser: route("PATCH", "/api/admin/users/:id", {
      body: schema<typeof ZAdminUserActionSchema>(),
      answer: answer<TAdminUser>(),
    }),
    payments: route("GET", "/api/admin/payments", {
      query: schema<typeof ZAdminPaymentsQuerySchema>(),
      paged: true,
      answer: answer<TAdminPayment[]>(),
    }),
    settings: route("GET", "/api/admin/settings", { answer: answer<OperatorSettings>() }),
    analytics: route("GET", "/api/admin/analytics", {
      answer: answer<TAnalyticsProviderEntry[]>(),
    }),
    createAnalytics: route("POST", "/api/admin/analytics", {
      body: schema<typeof ZCreateAnalyticsProviderSchema>(),
      status: 201,
      answer: answer<TAnalyticsProviderEntry>(),
    }),
    updateAnalytics: route("PATCH", "/api/admin/analytics/:id", {
      body: schema<typeof ZUpdateAnalyticsProviderSchema>(),
      answer: answer<TAnalyticsProviderEntry>(),
    }),
    deleteAnalytics: route("DELETE", "/api/admin/analytics/:id", {
      status: 204,
      answer: noContent(),
    }),
    testMail: route("POST", "/api/admin/mail/test", {
      body: schema<typeof ZMailTestRequest>(),
      status: 202,
      answer: answer<TMailQueued>(),
    }),
    mail: route("GET", "/api/admin/mail/:id", { answer: answer<TMailDelivery>() }),
  },
  /** Consent and acceptance records of hosted policies (server/consents), and API keys. */
  records: {
    consent: route("POST", "/api/public/consents", { body: schema<typeof ZConsentRecordBody>(), status: 201, answer: answer<TReceipt>() }),
    acceptance: route("POST", "/api/public/acceptances", { body: schema<typeof ZAcceptanceRecordBody>(), status: 201, answer: answer<TReceipt>() }),
    consents: route("GET", "/api/publications/:id/consents", { query: schema<typeof ZRecordListQuery>(), answer: answer<TRecordPage<TConsentRecord>>() }),
    acceptances: route("GET", "/api/publications/:id/acceptances", { query: schema<typeof ZRecordListQuery>(), answer: answer<TRecordPage<TAcceptanceRecord>>() }),
    summary: route("GET", "/api/publications/:id/consents/summary", { query: schema<typeof ZConsentSummaryQuery>(), answer: answer<TConsentSummary>() }),
    consentLookup: route("GET", "/api/consents/:consentId", { answer: answer<TConsentRecord[]>() }),
    acceptanceLookup: route("GET", "/api/publications/:id/acceptances/lookup", { query: schema<typeof ZAcceptanceLookupQuery>(), answer: answer<TAcceptanceRecord[]>() }),
  },
  apiKeys: {
    list: route("GET", "/api/api-keys", { answer: answer<TApiKey[]>() }),
    create: route("POST", "/api/api-keys", { body: schema<typeof ZApiKeyCreateBody>(), status: 201, answer: answer<TCreatedApiKey>() }),
    revoke: route("DELETE", "/api/api-keys/:id", { status: 204, answer: noContent() }),
  },
  scans: {
    start: route("POST", "/api/documents/:id/scans", {
      body: schema<typeof ZStartScanSchema>(),
      status: 202,
      answer: answer<TScanQueued>(),
    }),
    list: route("GET", "/api/documents/:id/scans", { answer: answer<TScanSummary[]>() }),
    get: route("GET", "/api/scans/:id", { answer: answer<TScan>() }),
  },
} as const;
