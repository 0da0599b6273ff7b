// Payments as the admin panel lists them, newest first, with who paid.
import { desc, eq, sql } from "drizzle-orm";
import type { TAdminPayment } from "../../shared/api/admin";
import { payments, users } from "../../shared/schema";
import type { Db } from "../db";
import { displayNameOf } from "./admin-activity";

const expectedAmountOf = (metadata: unknown): number | null => {
  const v = (metadata as { expectedAmount?: unknown } | null)?.expectedAmount;
  return typeof v === "number" && Number.isInteger(v) ? v : null;
};

export const listPayments = async ({
  db,
  limit,
  page = 1,
  status,
}: {
  db: Db;
  limit: number;
  page?: number;
  status?: string | undefined;
}): Promise<{ payments: TAdminPayment[]; total: number }> => {
  const where = status ? eq(payments.status, status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        payment: payments,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    payments: rows.map(({ payment: p, firstName, lastName, email }) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      userId: p.userId,
      user: displayNameOf({ firstName, lastName, email }),
      userEmail: email,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      description: p.description,
      amountRefunded: p.amountRefunded,
      amountMismatch: p.status === "amount_mismatch",
      expectedAmount: expectedAmountOf(p.metadata),
    })),
  };
};
