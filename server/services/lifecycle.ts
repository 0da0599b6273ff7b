// What the areas add to a document's and an account's life, without the use cases importing them:
// each area (signatures, invoicing, business profiles, the client book) gives one LifecycleHooks,
// and createApp (server/app.ts) registers them at boot, next to the document types and the jobs.
// The use cases call `lifecycle` at each step: the guards before a new version or a deletion (an
// open signature request, an issued invoice), what a deletion removes that no foreign key
// cascades (the audit trails), the fields an area adds to a stored document as answered (its
// signature state, its billing summary), what an account's export includes, an export's appendix
// and who issues a document. The areas import this module and the document rows
// (./document-rows.ts), never the other way round.
import type { TAccountExport } from "../../shared/api/account";
import type { TDocument } from "../../shared/api/documents";
import type { Document, DocumentVersion, User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { BusinessIdentity } from "../doc-types/business";
import type { DocumentWithVersion } from "./document-rows";

/** The sections of account.json an area writes. */
export type AccountSections = Partial<Pick<TAccountExport, "businessProfiles" | "clients" | "invoices" | "publications" | "consentRecords" | "acceptanceRecords">>;

/** The export's archive, for an area's own files (a business profile's logo). */
export interface ArchiveFiles {
  add(name: string, data: Uint8Array, options: { compress: boolean; mtime?: Date }): Promise<void>;
  /** True once the reader has gone: the remaining work is skipped. */
  aborted(): boolean;
}

/** Who issues a document: the business profile a create or edit body names, or the default one. */
export interface Issuer {
  /** The identity for a body (none for `businessProfileId: null`); 400 on a profile not the user's when strict. */
  resolve(tx: Tx, user: User, input: unknown, options: { strict: boolean }): Promise<BusinessIdentity | undefined>;
  /** Whether the profile still exists and is the user's (a restored version links it only then). */
  owns(tx: Tx, userId: string, profileId: string): Promise<boolean>;
}

export interface LifecycleHooks {
  /** Refuses a new version (an edit, a restore, a template update) by throwing; the document row is locked. */
  beforeRevise?(tx: Tx, documentId: string): Promise<void>;
  /** Refuses a deletion by throwing; the document row is locked. */
  beforeDelete?(tx: Tx, documentId: string): Promise<void>;
  /** In the deletion's transaction: what goes with a document or an account that no foreign key cascades. */
  onDelete?(tx: Tx, scope: { documentId: string } | { userId: string }): Promise<void>;
  /** The fields the area adds to a stored document as answered. */
  present?(db: Db, found: DocumentWithVersion): Promise<Partial<TDocument>>;
  /** The area's sections of an account's export (and its files, added to the archive). */
  exportAccount?(args: { db: Db; userId: string; files: ArchiveFiles }): Promise<AccountSections>;
  /** What a document's exports print after its stored text (never stored in the version). */
  exportAppendix?(db: Db, document: Document): Promise<{ html: string; markdown: string } | undefined>;
  /**
   * In a draft's finalizing transaction, the document row locked: what its final text adds to the
   * version's context (an invoice's number and issue date). Something added is rendered as the
   * next version, in the same transaction.
   */
  finalize?(tx: Tx, args: { user: User; document: Document; version: DocumentVersion }): Promise<Record<string, unknown> | undefined>;
  /**
   * In a new version's transaction, the document row locked, after the version is written: what
   * follows it in the area (a template update accepted on a published policy is published).
   */
  afterRevise?(tx: Tx, args: { user: User; document: Document; version: DocumentVersion; revision: "input" | "restore" | "template" | "finalize"; types: ReadonlyMap<string, { templateChanges?: Readonly<Record<number, string>> }> }): Promise<void>;
  /** Who issues a document (one area gives it). */
  issuer?: Issuer;
}

let registered: readonly LifecycleHooks[] = [];

/** Called once by createApp, before any request; a second app in the process registers the same. */
export function setLifecycleHooks(hooks: readonly LifecycleHooks[]) {
  registered = hooks;
}

/** The registered hooks, called in the order they were registered. */
export const lifecycle = {
  async beforeRevise(tx: Tx, documentId: string) {
    for (const hooks of registered) await hooks.beforeRevise?.(tx, documentId);
  },
  async beforeDelete(tx: Tx, documentId: string) {
    for (const hooks of registered) await hooks.beforeDelete?.(tx, documentId);
  },
  async onDelete(tx: Tx, scope: { documentId: string } | { userId: string }) {
    for (const hooks of registered) await hooks.onDelete?.(tx, scope);
  },
  async present(db: Db, found: DocumentWithVersion): Promise<Partial<TDocument>> {
    let fields: Partial<TDocument> = {};
    for (const hooks of registered) if (hooks.present) fields = { ...fields, ...(await hooks.present(db, found)) };
    return fields;
  },
  async exportAccount(args: { db: Db; userId: string; files: ArchiveFiles }): Promise<AccountSections> {
    let sections: AccountSections = {};
    for (const hooks of registered) {
      if (args.files.aborted()) break;
      if (hooks.exportAccount) sections = { ...sections, ...(await hooks.exportAccount(args)) };
    }
    return sections;
  },
  async exportAppendix(db: Db, document: Document) {
    for (const hooks of registered) {
      const appendix = await hooks.exportAppendix?.(db, document);
      if (appendix) return appendix;
    }
    return undefined;
  },
  /** What the areas add to a finalized draft's context; undefined when none adds anything. */
  async finalize(tx: Tx, args: { user: User; document: Document; version: DocumentVersion }) {
    let added: Record<string, unknown> | undefined;
    for (const hooks of registered) {
      const fields = await hooks.finalize?.(tx, args);
      if (fields) added = { ...added, ...fields };
    }
    return added;
  },
  async afterRevise(tx: Tx, args: Parameters<NonNullable<LifecycleHooks["afterRevise"]>>[1]) {
    for (const hooks of registered) await hooks.afterRevise?.(tx, args);
  },
  /** The issuer for a body: none when no area gives one. */
  issuer(tx: Tx, user: User, input: unknown, options: { strict: boolean }) {
    const issuer = registered.find((hooks) => hooks.issuer)?.issuer;
    return issuer ? issuer.resolve(tx, user, input, options) : Promise.resolve(undefined);
  },
  ownsProfile(tx: Tx, userId: string, profileId: string) {
    const issuer = registered.find((hooks) => hooks.issuer)?.issuer;
    return issuer ? issuer.owns(tx, userId, profileId) : Promise.resolve(false);
  },
};
