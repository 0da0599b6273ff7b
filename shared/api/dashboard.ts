// The dashboard's answer (docs/API.md "Session and account"), declared once for both sides.

/** GET /api/dashboard/stats: the four figures of the signed-in user's dashboard. */
export interface TDashboardStats {
  documentsGenerated: number;
  signedContracts: number;
  /** Sum of the user's invoices (type invoice) in USD, in cents. */
  invoiceTotal: number;
  savedDrafts: number;
}
