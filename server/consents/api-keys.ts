// API keys: a founder's own server records acceptances with one (Authorization: Bearer fd_live_…).
// The key is shown once, when made; only its SHA-256 is kept, with its first characters to tell
// keys apart. A revoked key answers 401 from then on.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys, type ApiKey } from "../../shared/schema";
import type { TApiKey, TCreatedApiKey } from "../../shared/api/consents";
import type { Db } from "../db";
import { AppError, notFound } from "../errors";

export const API_KEY_PREFIX = "fd_live_";
/** The part shown in the list: the prefix and a few characters of the random part. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 6;
/** A user's keys at most (revoked ones included): a list, not a store. */
export const MAX_API_KEYS = 50;
/** fd_live_ and 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^fd_live_[\w-]{43}$/;

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

const present = (row: ApiKey): TApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, userId: string): Promise<TApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(present);
}

export async function createApiKey(db: Db, userId: string, name: string): Promise<TCreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const count = await tx.$count(apiKeys, eq(apiKeys.userId, userId));
    if (count >= MAX_API_KEYS) throw new AppError("conflict", `You have ${MAX_API_KEYS} API keys already: delete some before making another`);
    const [row] = await tx.insert(apiKeys).values({ userId, name, prefix: key.slice(0, SHOWN_CHARS), keyHash: hashKey(key) }).returning();
    return { ...present(row!), key };
  });
}

export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (row) return;
  const [exists] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!exists) throw notFound("No such API key");
}

const UNAUTHORIZED = "The API key is not valid, or was revoked";

/** The key's owner and id, or 401 for a key malformed, unknown or revoked. Marks it used. */
export async function authenticateApiKey(db: Db, key: string): Promise<{ id: string; userId: string }> {
  if (!KEY_PATTERN.test(key)) throw new AppError("unauthorized", UNAUTHORIZED);
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, userId: apiKeys.userId });
  if (!row) throw new AppError("unauthorized", UNAUTHORIZED);
  return row;
}
