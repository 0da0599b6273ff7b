// The dashboard figures, computed from the user's own rows in one round trip.
import { sql } from "drizzle-orm";
import type { TBillingTotals, TCurrencyTotal, TDashboardStats } from "../../shared/api/dashboard";
import { isoDay } from "../../shared/invoicing/status";
import { queryRows, type Db } from "../db";

export const getDashboardStats = async ({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<TDashboardStats> => {
  // Overdue is read from the calendar, as billingStatusOf does (shared/invoicing/status.ts).
  const today = isoDay(now);
  const [row] = await queryRows<{
    documents: number | string;
    drafts: number | string;
    signed: number | string;
    invoice_totals: { currency: string; total: number | string }[] | string | null;
    billing: { currency: string; invoiced: number | string; paid: number | string; outstanding: number | string; overdue: number | string }[] | string | null;
  }>(
    db,
    sql`
    select
      (select count(*) from documents d where d.user_id = ${userId} and not d.is_template) as documents,
      (select count(*) from documents d where d.user_id = ${userId} and not d.is_template
         and d.status = 'draft') as drafts,
      (select count(distinct x.document_id) from (
         select s.document_id from signatures s join documents d on d.id = s.document_id
          where d.user_id = ${userId} and s.signed_at is not null
         union
         select r.document_id from signature_requests r
          where r.user_id = ${userId} and r.status = 'completed') x) as signed,
      (select coalesce(
         json_agg(json_build_object('currency', t.currency, 'total', t.total)
           order by t.currency <> 'USD', t.currency),
         '[]'::json)
       from (select i.currency, sum(i.total) as total from invoices i
               where i.user_id = ${userId} and i.type = 'invoice'
               group by i.currency) t) as invoice_totals,
      (select coalesce(
         json_agg(json_build_object('currency', b.currency, 'invoiced', b.invoiced, 'paid', b.paid,
                                    'outstanding', b.outstanding, 'overdue', b.overdue)
           order by b.currency <> 'USD', b.currency),
         '[]'::json)
       from (select i.currency,
                    sum(i.total) as invoiced,
                    sum(i.amount_paid) as paid,
                    sum(greatest(i.total - i.amount_paid, 0)) as outstanding,
                    sum(case when i.due_date < ${today} and i.billing_status in ('draft', 'sent', 'viewed', 'partially_paid')
                             then greatest(i.total - i.amount_paid, 0) else 0 end) as overdue
               from invoices i
              where i.user_id = ${userId} and i.type = 'invoice' and i.billing_status <> 'void'
              group by i.currency) b) as billing
  `,
  );
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  // node-postgres parses json; a driver that doesn't hands back the text.
  const raw = typeof row?.invoice_totals === "string" ? JSON.parse(row.invoice_totals) : row?.invoice_totals;
  const invoiceTotals: TCurrencyTotal[] = (Array.isArray(raw) ? raw : []).map(
    (t: { currency: string; total: number | string }) => ({ currency: t.currency, total: n(t.total) }),
  );
  const billingRaw = typeof row?.billing === "string" ? JSON.parse(row.billing) : row?.billing;
  const billing: TBillingTotals[] = (Array.isArray(billingRaw) ? billingRaw : []).map(
    (b: { currency: string; invoiced: number | string; paid: number | string; outstanding: number | string; overdue: number | string }) => ({
      currency: b.currency,
      invoiced: n(b.invoiced),
      paid: n(b.paid),
      outstanding: n(b.outstanding),
      overdue: n(b.overdue),
    }),
  );
  return {
    billing,
    documentsGenerated: n(row?.documents),
    signedContracts: n(row?.signed),
    invoiceTotal: invoiceTotals.find((t) => t.currency === "USD")?.total ?? 0,
    invoiceTotals,
    savedDrafts: n(row?.drafts),
  };
};
