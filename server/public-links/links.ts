// Public links: the pages a signer or a client opens without an account (/sign/:token, /q/:token,
// /i/:token). One module for all of them, so every such link is made, checked, opened and ended
// the same way:
// - the token is 256 random bits (43 base64url characters), shown once, in the link it is mailed
//   in; only its SHA-256 is stored, so a leaked database holds no working link;
// - a link is scoped to one document version (what the page shows is frozen) and one party;
// - an unknown or malformed token is "not_found" (404), a revoked or expired one "gone" (410).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import { publicLinks, type PublicLink, type PublicLinkPurpose } from "../../shared/schema";
import type { Db, Tx } from "../db";

/** The shape of every token this module issues. */
export const PUBLIC_TOKEN_PATTERN = /^[\w-]{43}$/;

/** Where each purpose's page lives (the client's routes). */
export const PUBLIC_LINK_PATHS: Record<PublicLinkPurpose, string> = { sign: "/sign", quote: "/q", invoice: "/i" };

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The page's path for a token, e.g. "/sign/abc…". */
export const publicLinkPath = (purpose: PublicLinkPurpose, token: string) => `${PUBLIC_LINK_PATHS[purpose]}/${token}`;

export interface IssueLink {
  purpose: PublicLinkPurpose;
  documentId: string;
  version: number;
  subjectId?: string | undefined;
  expiresAt?: Date | undefined;
}

/** A new link, written in the caller's transaction; the token is answered once and never stored. */
export async function issueLink(tx: Db | Tx, link: IssueLink): Promise<{ token: string; link: PublicLink }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await tx
    .insert(publicLinks)
    .values({
      tokenHash: hashToken(token),
      purpose: link.purpose,
      documentId: link.documentId,
      version: link.version,
      subjectId: link.subjectId ?? null,
      expiresAt: link.expiresAt ?? null,
    })
    .returning();
  return { token, link: row! };
}

export type OpenedLink =
  | { status: "ok"; link: PublicLink }
  | { status: "not_found" }
  | { status: "gone"; link: PublicLink; reason: "revoked" | "expired" };

/**
 * The link behind a token, for one purpose (a quote's token never opens a signing page). `now` is
 * the time it is judged at (the jobs' clock in tests).
 */
export async function findLink(
  db: Db | Tx,
  purpose: PublicLinkPurpose,
  token: string,
  now: Date = new Date(),
): Promise<OpenedLink> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return { status: "not_found" };
  const [link] = await db
    .select()
    .from(publicLinks)
    .where(and(eq(publicLinks.tokenHash, hashToken(token)), eq(publicLinks.purpose, purpose)))
    .limit(1);
  if (!link) return { status: "not_found" };
  if (link.revokedAt) return { status: "gone", link, reason: "revoked" };
  if (link.expiresAt && link.expiresAt <= now) return { status: "gone", link, reason: "expired" };
  return { status: "ok", link };
}

/** Records the first opening; answers true only for that first one (e.g. a quote becomes "viewed"). */
export async function markOpened(db: Db | Tx, linkId: string, at: Date = new Date()): Promise<boolean> {
  const updated = await db
    .update(publicLinks)
    .set({ firstOpenedAt: at })
    .where(and(eq(publicLinks.id, linkId), isNull(publicLinks.firstOpenedAt)))
    .returning({ id: publicLinks.id });
  return updated.length > 0;
}

export interface LinkScope {
  documentId?: string;
  subjectId?: string;
  purpose?: PublicLinkPurpose;
}

const scopeOf = (scope: LinkScope): SQL | undefined => {
  const parts = [
    scope.documentId ? eq(publicLinks.documentId, scope.documentId) : undefined,
    scope.subjectId ? eq(publicLinks.subjectId, scope.subjectId) : undefined,
    scope.purpose ? eq(publicLinks.purpose, scope.purpose) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) throw new Error("revokeLinks needs a scope");
  return and(...parts);
};

/** Ends every live link in scope (a voided request, a resent link); answers how many. */
export async function revokeLinks(db: Db | Tx, scope: LinkScope, at: Date = new Date()): Promise<number> {
  const revoked = await db
    .update(publicLinks)
    .set({ revokedAt: at })
    .where(and(scopeOf(scope), isNull(publicLinks.revokedAt)))
    .returning({ id: publicLinks.id });
  return revoked.length;
}

/**
 * The daily clean-up: links that ended (expired or revoked) more than `keepDays` ago are deleted;
 * until then a late visitor still gets "gone" (410) rather than "not found".
 */
export async function deleteEndedLinks(db: Db, now: Date = new Date(), keepDays = 30): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86_400_000);
  const deleted = await db
    .delete(publicLinks)
    .where(or(lt(publicLinks.expiresAt, before), lt(publicLinks.revokedAt, before)))
    .returning({ id: publicLinks.id });
  return deleted.length;
}
