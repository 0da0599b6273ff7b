// Settings → Account: the user's own name.
import { eq } from "drizzle-orm";
import type { TAccountPatch } from "../../shared/api/account";
import { users } from "../../shared/schema";
import type { Db } from "../db";
import { notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";

export async function updateAccountName({ db, userId, patch, origin }: { db: Db; userId: string; patch: TAccountPatch; origin: RequestOrigin }) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}),
        ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw notFound("Account not found");
    await recordActivity({ db: tx, entry: { userId, action: "user.updated", entityType: "user", entityId: userId }, origin });
    return updated;
  });
}
