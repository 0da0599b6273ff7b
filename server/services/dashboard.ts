// The four dashboard figures, computed from the user's own rows in one round trip.
import { sql } from "drizzle-orm";
import type { TDashboardStats } from "../../shared/api/dashboard";
import { queryRows, type Db } from "../db";

export const getDashboardStats = async ({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<TDashboardStats> => {
  const [row] = await queryRows<{
    documents: number | string;
    drafts: number | string;
    signed: number | string;
    invoice_total: number | string | null;
  }>(
    db,
    sql`
    select
      (select count(*) from documents d where d.user_id = ${userId} and not d.is_template) as documents,
      (select count(*) from documents d where d.user_id = ${userId} and not d.is_template
         and d.status = 'draft') as drafts,
      (select count(distinct s.document_id) from signatures s
         join documents d on d.id = s.document_id
         where d.user_id = ${userId} and s.signed_at is not null) as signed,
      (select coalesce(sum(i.total), 0) from invoices i
         where i.user_id = ${userId} and i.type = 'invoice' and i.currency = 'USD') as invoice_total
  `,
  );
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    documentsGenerated: n(row?.documents),
    signedContracts: n(row?.signed),
    invoiceTotal: n(row?.invoice_total),
    savedDrafts: n(row?.drafts),
  };
};
