// The dashboard's answer (docs/API.md "Session and account"), declared once for both sides.

/** One currency's sum of the user's invoices (type invoice), in minor units. */
export interface TCurrencyTotal {
  currency: string;
  total: number;
}

/**
 * One currency's invoices (type invoice, void ones left out), in minor units: what was
 * invoiced, what was paid against it, what is still owed, and the part of that past its due date.
 */
export interface TBillingTotals {
  currency: string;
  invoiced: number;
  paid: number;
  outstanding: number;
  overdue: number;
}

/** GET /api/dashboard/stats: the four figures of the signed-in user's dashboard. */
export interface TDashboardStats {
  documentsGenerated: number;
  signedContracts: number;
  /** Sum of the user's invoices (type invoice) in USD, in cents. */
  invoiceTotal: number;
  /**
   * The same sum per currency, one entry per currency the user has invoices in, USD first and
   * then by currency code; empty when there are none.
   */
  invoiceTotals: TCurrencyTotal[];
  savedDrafts: number;
  /** Per currency, USD first and then by code; empty without invoices. */
  billing: TBillingTotals[];
}
