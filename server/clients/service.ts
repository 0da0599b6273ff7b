// The client book: a user's clients, each with what it owes. Every read and write is
// scoped to the owner; another user's id is the same 404 as a missing one. The only code that
// queries the clients table.
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { checkVatId } from "../../shared/business/identifiers";
import { formatCount } from "../../shared/format";
import { MAX_CLIENTS, type TClientInput, type TClientPatch } from "../../shared/clients/schema";
import type { TClient, TClientBalance, TClientWithBalance } from "../../shared/clients/types";
import type { TInvoiceRequestInput } from "../../shared/doc-types";
import { clients, type Client } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { AppError, invalidField, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "../services/activity";

export const CLIENT_NOT_FOUND = "Client not found";
export const NOT_YOUR_CLIENT = "Choose one of your clients";

export function presentClient(c: Client): TClient {
  const { userId: _userId, ...rest } = c;
  return { ...rest, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

/**
 * What a client owes, per currency, in minor units: its issued (final) invoices' balances due
 * (total minus the payments recorded) minus its issued credit notes' totals. Drafts,
 * quotes, receipts, void invoices and deleted documents do not count (docs/API.md).
 * A correlated subquery, so the list stays one query.
 */
const outstanding = sql<TClientBalance[]>`coalesce((
  select json_agg(json_build_object('currency', b.currency, 'amount', b.amount) order by b.currency)
  from (
    select i.currency as currency,
      sum(case when i.type = 'credit_note' then -i.total else i.total - i.amount_paid end)::bigint as amount
    from invoices i inner join documents d on d.id = i.document_id
    where i.client_id = "clients"."id" and i.user_id = "clients"."user_id"
      and i.type in ('invoice', 'credit_note') and d.status = 'final' and i.billing_status <> 'void'
    group by i.currency
  ) b
  where b.amount <> 0
), '[]'::json)`;

const withBalance = (row: Client & { outstanding: unknown }): TClientWithBalance => {
  const { outstanding: raw, ...client } = row;
  const list = (typeof raw === "string" ? JSON.parse(raw) : raw) as { currency: string; amount: number | string }[];
  return { ...presentClient(client), outstanding: list.map((b) => ({ currency: b.currency, amount: Number(b.amount) })) };
};

/** `q` as an ILIKE pattern that matches it literally anywhere. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listClients({ db, userId, q }: { db: Db; userId: string; q?: string | undefined }): Promise<TClientWithBalance[]> {
  const where: SQL[] = [eq(clients.userId, userId)];
  if (q) {
    const pattern = containing(q);
    where.push(or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.contactName, pattern))!);
  }
  const rows = await db
    .select({ client: clients, outstanding })
    .from(clients)
    .where(and(...where))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.createdAt))
    .limit(MAX_CLIENTS);
  return rows.map((r) => withBalance({ ...r.client, outstanding: r.outstanding }));
}

export async function getClient({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<TClientWithBalance> {
  const [row] = await db
    .select({ client: clients, outstanding })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return withBalance({ ...row.client, outstanding: row.outstanding });
}

/** Every client of the user, as the API shows them (the account export). */
export async function exportClients({ db, userId }: { db: Db; userId: string }): Promise<TClient[]> {
  const rows = await db.select().from(clients).where(eq(clients.userId, userId)).orderBy(asc(clients.createdAt), asc(clients.id));
  return rows.map(presentClient);
}

/** Optional fields left out (or cleared) are stored as null. */
function columnsOf(input: Partial<TClientInput>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[key] = value === undefined ? null : value;
  return out;
}

export async function createClient({ db, userId, input, origin }: { db: Db; userId: string; input: TClientInput; origin: RequestOrigin }) {
  const id = await db.transaction(async (tx) => {
    // One user's creations count one at a time: the bound holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clients'), hashtext(${userId}))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(clients).where(eq(clients.userId, userId));
    if (n >= MAX_CLIENTS) throw new AppError("conflict", `You can keep at most ${formatCount(MAX_CLIENTS)} clients.`);
    const [row] = await tx
      .insert(clients)
      .values({ userId, ...(columnsOf(input) as { name: string }) })
      .returning({ id: clients.id });
    await recordActivity({ db: tx, entry: { userId, action: "client.created", entityType: "client", entityId: row!.id }, origin });
    return row!.id;
  });
  return getClient({ db, userId, id });
}

export async function updateClient({ db, userId, id, patch, origin }: { db: Db; userId: string; id: string; patch: TClientPatch; origin: RequestOrigin }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(and(eq(clients.id, id), eq(clients.userId, userId)))
      .returning({ vatId: clients.vatId, country: clients.country });
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    // The VAT ID against the country the client now has (the patch may carry only one of them).
    if (row.vatId && ("vatId" in patch || "country" in patch)) {
      const vat = checkVatId(row.vatId, row.country ?? undefined);
      if (!vat.ok) {
        const message = `VAT ID is not valid: ${vat.message}`;
        throw invalidField("vatId", message);
      }
    }
    await recordActivity({ db: tx, entry: { userId, action: "client.updated", entityType: "client", entityId: id }, origin });
  });
  return getClient({ db, userId, id });
}

/** Deletes a client; its invoices keep their own copy of the client fields (client_id becomes null). */
export async function deleteClient({ db, userId, id, origin }: { db: Db; userId: string; id: string; origin: RequestOrigin }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(clients)
      .where(and(eq(clients.id, id), eq(clients.userId, userId)))
      .returning({ id: clients.id });
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    await recordActivity({ db: tx, entry: { userId, action: "client.deleted", entityType: "client", entityId: id }, origin });
  });
}

const notYourClient = () =>
  invalidField("clientId", NOT_YOUR_CLIENT);

/**
 * An invoice body with `clientId`: the client's fields fill the body's client fields (the
 * invoice keeps its own copy). Not a uuid, or not one of the user's clients: 400 naming clientId.
 * A body without clientId is returned as it is.
 */
export async function fillClientFields({ db, userId, body }: { db: Db; userId: string; body: unknown }): Promise<unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const ref = (body as { clientId?: unknown }).clientId;
  if (ref === undefined || ref === null) return body;
  if (typeof ref !== "string" || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref)) throw notYourClient();
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, ref), eq(clients.userId, userId)))
    .limit(1);
  if (!client) throw notYourClient();
  const filled: Partial<TInvoiceRequestInput> = {
    clientName: client.name,
    clientEmail: client.email,
    clientAddress: client.address,
    clientCountry: client.country,
    clientVatId: client.vatId,
    clientRegistrationNumber: client.registrationNumber,
  };
  return { ...body, ...filled };
}

/** The client an invoice row links to: the user's client `id` if it still exists, else null. */
export async function linkedClientId(tx: Tx, userId: string, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .for("key share");
  return row?.id ?? null;
}
