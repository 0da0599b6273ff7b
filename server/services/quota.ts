// The free plan's document allowance, enforced atomically: the counter only moves while under the
// limit, in the same transaction or statement that stores the document.
import { sql } from "drizzle-orm";

export const planLimitMessage = (limit: number) =>
  `You've used all ${limit} documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.`;

/**
 * The UPDATE that counts one more generated document for the user, answering the user's id only
 * while the plan allows it (pro, or a free account under its limit). Its row lock makes
 * concurrent generations for one user wait for each other, and the condition is checked again
 * after the wait, so parallel requests can't exceed the limit. Generation runs it as the first
 * step of one statement (./generation.ts); invoices as the first step of the statement that draws
 * their number (./invoices.ts).
 */
export const takeAllowance = (userId: string, freeLimit: number) => sql`
  update users
     set documents_generated = documents_generated + 1, updated_at = now()
   where id = ${userId} and (subscription = 'pro' or documents_generated < ${freeLimit})
  returning id`;
