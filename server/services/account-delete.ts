// Delete my account: the user and everything they own, in one transaction. The foreign keys of
// shared/schema do most of it when the user row goes: documents (and with them versions,
// shares and signatures), invoices (and their items), invoice counters, clients, business profiles (and
// their logos), the messages sent for them (server/mail, queued ones unsent), their signature requests and signers, invoice payments and reminder steps cascade, and the requests' and documents' audit trails are deleted here; activity entries, payments and the versions' author are set null, so the
// platform's records stay, unlinked. Sessions are JSON rows that name the user, so they are
// deleted here explicitly. The files those rows held (uploaded and sealed PDFs, attachments) are
// removed from the file store once the deletion commits.
import { eq, or, sql } from "drizzle-orm";
import { CONFIRM_MISMATCH, confirmsEmail } from "../../shared/api/account";
import { users } from "../../shared/schema";
import type { Db } from "../db";
import type { FileStore } from "../files";
import { AppError, invalidField, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";
import { lifecycle } from "./lifecycle";
import { fileKeysOf, removeFiles } from "./move-files";

export const LAST_ADMIN_MESSAGE =
  "You are the platform's last admin: make another user an admin before deleting your account.";

export async function deleteAccount({ db, files, userId, confirm, origin }: { db: Db; files: FileStore; userId: string; confirm: string; origin: RequestOrigin }) {
  const keys = await db.transaction(async (tx) => {
    // The user and every admin, locked in id order: two admins deleting themselves at once can't
    // both pass the last-admin check, and nothing can be added to the account meanwhile.
    const locked = await tx
      .select({ id: users.id, email: users.email, role: users.role, isBlocked: users.isBlocked, createdAt: users.createdAt })
      .from(users)
      .where(or(eq(users.id, userId), eq(users.role, "admin")))
      .orderBy(users.id)
      .for("update");
    const user = locked.find((u) => u.id === userId);
    if (!user) throw notFound("Account not found");
    if (!confirmsEmail(confirm, user.email)) {
      throw invalidField("confirm", CONFIRM_MISMATCH);
    }
    // As the admin guards keep an admin who can act (server/services/admin-users.ts).
    if (user.role === "admin" && !locked.some((u) => u.id !== userId && u.role === "admin" && !u.isBlocked)) {
      throw new AppError("conflict", LAST_ADMIN_MESSAGE);
    }

    await tx.execute(sql`
      delete from sessions
       where sess::jsonb #>> '{passport,user}' = ${userId}
          or sess::jsonb ->> 'blocked' = ${userId}
    `);
    // Signature requests and signers cascade with the user; their audit trails, and the billing
    // histories of their quotes, invoices and receipts, are deleted by their areas here.
    await lifecycle.onDelete(tx, { userId });
    const keys = await fileKeysOf(tx, { userId });
    await tx.delete(users).where(eq(users.id, userId));
    // Kept for the platform's records: which account went, not who it was; when it had signed up
    // tells the admin dashboard's "from yesterday" whether it was counted yesterday.
    await recordActivity({
      db: tx,
      entry: { userId: null, action: "user.deleted", entityType: "user", entityId: userId, metadata: { userCreatedAt: user.createdAt.toISOString() } },
      origin,
    });
    return keys;
  });
  await removeFiles(files, keys);
}
