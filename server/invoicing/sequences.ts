// The numbering sequences: one per business profile and kind, and one per user and kind for the
// documents made without a profile. A number is taken when a document is finalized, in its
// transaction: the sequence's UPDATE takes a row lock, so concurrent finalizations get consecutive
// numbers, and it rolls back with its transaction, so there are no holes. The owner sets a
// profile's prefixes and next numbers (GET and PATCH /api/business-profiles/:id/numbering); a next
// number never goes back to one already taken.
import { and, eq, isNull, sql } from "drizzle-orm";
import { invoiceSequences } from "../../shared/schema";
import {
  SEQUENCE_TYPES,
  defaultPrefix,
  formatInvoiceNumber,
  type TNumbering,
  type TNumberingPatch,
} from "../../shared/invoicing/sequences";
import type { InvoiceType } from "../../shared/validation";
import type { Db, Tx } from "../db";
import { AppError, invalidField } from "../errors";

interface SequenceKey {
  userId: string;
  /** The profile the document is issued by; null: the user's own sequence. */
  profileId: string | null;
  type: InvoiceType;
}

const keyed = ({ userId, profileId, type }: SequenceKey) =>
  and(
    eq(invoiceSequences.type, type),
    profileId ? eq(invoiceSequences.businessProfileId, profileId) : and(eq(invoiceSequences.userId, userId), isNull(invoiceSequences.businessProfileId)),
  );

/** The sequence's row, made with the kind's default prefix the first time it is needed. */
async function ensureSequence(tx: Tx, key: SequenceKey) {
  await tx
    .insert(invoiceSequences)
    .values({ userId: key.userId, businessProfileId: key.profileId, type: key.type, prefix: defaultPrefix(key.type), lastNumber: 0 })
    .onConflictDoNothing();
}

/** The next number of a sequence, taken in the caller's transaction: "INV-0001" and the sequence it came from. */
export async function takeNumber(tx: Tx, key: SequenceKey): Promise<{ number: string; sequenceId: string }> {
  await ensureSequence(tx, key);
  const [row] = await tx
    .update(invoiceSequences)
    .set({ lastNumber: sql`${invoiceSequences.lastNumber} + 1` })
    .where(keyed(key))
    .returning({ id: invoiceSequences.id, prefix: invoiceSequences.prefix, n: invoiceSequences.lastNumber });
  if (!row) throw new AppError("internal", "The numbering sequence could not be read");
  return { number: formatInvoiceNumber(row.prefix, row.n), sequenceId: row.id };
}

/** The id of a sequence that has numbered a document. */
export async function sequenceIdOf(tx: Tx, key: SequenceKey): Promise<string | null> {
  const [row] = await tx.select({ id: invoiceSequences.id }).from(invoiceSequences).where(keyed(key)).limit(1);
  return row?.id ?? null;
}

/** The profile a sequence numbers for (null: the user's own), or undefined when it is gone. */
export async function sequenceProfile(tx: Tx, sequenceId: string): Promise<string | null | undefined> {
  const [row] = await tx.select({ profileId: invoiceSequences.businessProfileId }).from(invoiceSequences).where(eq(invoiceSequences.id, sequenceId)).limit(1);
  return row ? row.profileId : undefined;
}

/** A profile's four sequences as answered (one never used: its default prefix, next number 1). */
export async function numberingOf(db: Db | Tx, userId: string, profileId: string): Promise<TNumbering> {
  const rows = await db
    .select()
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.userId, userId), eq(invoiceSequences.businessProfileId, profileId)));
  const entries = SEQUENCE_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    const prefix = row?.prefix ?? defaultPrefix(type);
    const lastNumber = row?.lastNumber ?? 0;
    return [type, { prefix, nextNumber: lastNumber + 1, lastNumber, nextFormatted: formatInvoiceNumber(prefix, lastNumber + 1) }] as const;
  });
  return Object.fromEntries(entries) as TNumbering;
}

/**
 * The owner's settings of a profile's sequences, in one transaction with the rows locked: a next
 * number below one already taken is a 400 naming `<kind>.nextNumber`, and nothing changes.
 */
export async function setNumbering(db: Db, userId: string, profileId: string, patch: TNumberingPatch): Promise<TNumbering> {
  return db.transaction(async (tx) => {
    for (const type of SEQUENCE_TYPES) {
      const change = patch[type];
      if (!change) continue;
      const key = { userId, profileId, type };
      await ensureSequence(tx, key);
      const [row] = await tx.select().from(invoiceSequences).where(keyed(key)).for("update");
      if (!row) throw new AppError("internal", "The numbering sequence could not be read");
      if (change.nextNumber !== undefined && change.nextNumber <= row.lastNumber) {
        const taken = formatInvoiceNumber(row.prefix, row.lastNumber);
        throw invalidField(`${type}.nextNumber`, `Next number must be greater than ${row.lastNumber}: ${taken} is already taken in this sequence`);
      }
      await tx
        .update(invoiceSequences)
        .set({
          ...(change.prefix !== undefined ? { prefix: change.prefix } : {}),
          ...(change.nextNumber !== undefined ? { lastNumber: change.nextNumber - 1 } : {}),
        })
        .where(eq(invoiceSequences.id, row.id));
    }
    return numberingOf(tx, userId, profileId);
  });
}
