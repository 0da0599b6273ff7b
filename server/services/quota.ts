// The free plan's document allowance, enforced atomically: the counter only moves while under the
// limit, in the same transaction that stores the document, so parallel requests can't exceed it.
import { and, eq, lt, or, sql } from "drizzle-orm";
import { users } from "../../shared/schema";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const planLimitMessage = (limit: number) =>
  `You've used all ${limit} documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.`;

/**
 * Count one more generated document for the user, or refuse with 402 when a free account has
 * used its allowance. Must run inside the transaction that stores the document: the row lock
 * taken by the UPDATE makes concurrent generations for one user wait for each other.
 */
export const consumeDocumentAllowance = async ({
  tx,
  userId,
  freeLimit,
}: {
  tx: Tx;
  userId: string;
  freeLimit: number;
}) => {
  const [row] = await tx
    .update(users)
    .set({ documentsGenerated: sql`${users.documentsGenerated} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(eq(users.subscription, "pro"), lt(users.documentsGenerated, freeLimit)),
      ),
    )
    .returning({ documentsGenerated: users.documentsGenerated });
  if (!row) throw new AppError("plan_limit", planLimitMessage(freeLimit));
  return row.documentsGenerated;
};
