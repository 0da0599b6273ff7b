// The free plan's document allowance, enforced atomically: the counter only moves while under the
// limit, in the same transaction or statement that stores the document.
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../db";

export const planLimitMessage = (limit: number) =>
  `You've used all ${limit} documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.`;

/**
 * Counts one more generated document for the user, inside the transaction that stores it, while
 * the plan allows it (pro, or a free account under its limit); answers whether it did. Its row
 * lock makes concurrent generations for one user wait for each other, and the condition is checked
 * again after the wait, so parallel requests can't exceed the limit.
 */
export async function takeAllowance(tx: Tx, userId: string, freeLimit: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update users
           set documents_generated = documents_generated + 1, updated_at = now()
         where id = ${userId} and (subscription = 'pro' or documents_generated < ${freeLimit})
        returning id`,
  );
  return rows.length === 1;
}
