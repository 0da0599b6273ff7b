// Drizzle tables of docs/product-spec.md §3. Shared by the server (queries) and drizzle-kit (migrations);
// the client imports only the inferred types. No Node module or driver is imported here.
// One file per area; everything is re-exported here, so imports name "shared/schema" only.
export * from "./users";
export * from "./profiles";
export * from "./documents";
export * from "./invoicing";
export * from "./analytics";
export * from "./subscriptions";
export * from "./public-links";
export * from "./audit";
export * from "./mail";
export * from "./signatures";

import type { users } from "./users";
import type { businessProfileLogos, businessProfiles, clients } from "./profiles";
import type { documentShares, documentVersions, documents, signatures } from "./documents";
import type { invoiceItems, invoicePayments, invoices } from "./invoicing";
import type { activityLogs, analyticsConfig, trafficAnalytics } from "./analytics";
import type { payments, stripeEvents } from "./subscriptions";
import type { publicLinks } from "./public-links";
import type { auditEvents } from "./audit";
import type { mailAttachments, mailMessages } from "./mail";
import type { signatureRequests, signatureSigners } from "./signatures";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type BusinessProfile = typeof businessProfiles.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type BusinessProfileLogo = typeof businessProfileLogos.$inferSelect;
export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type DocumentVersion = typeof documentVersions.$inferSelect;
export type DocumentShare = typeof documentShares.$inferSelect;
export type Signature = typeof signatures.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
export type AnalyticsConfig = typeof analyticsConfig.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type StripeEvent = typeof stripeEvents.$inferSelect;
export type TrafficAnalytics = typeof trafficAnalytics.$inferSelect;
export type PublicLink = typeof publicLinks.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;
export type MailMessage = typeof mailMessages.$inferSelect;
export type MailAttachment = typeof mailAttachments.$inferSelect;
export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type SignatureSigner = typeof signatureSigners.$inferSelect;
