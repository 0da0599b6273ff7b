// Download my data: a ZIP of everything the user has here. Each document's current version in
// HTML, Markdown and PDF, made by the exporter exactly as GET /api/documents/:id/export makes them
// (from the stored version, never a template run), and account.json: the account, the business
// profiles (logos as files beside it), the invoices with their items, and each document's metadata
// and versions. The ZIP is streamed: one document's files are held at a time, not the whole
// archive, and nothing is sent until the first document is rendered, so a printer that is down is
// still a clean 503.
import { and, asc, eq } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { TAccountExport } from "../../shared/api/account";
import { documents, documentVersions, type User } from "../../shared/schema";
import type { Db } from "../db";
import { recordActivity, type RequestOrigin } from "./activity";
import { exportFilename, paperOf, type ExportFormat, type Exporter } from "./exports";
import { lifecycle } from "./lifecycle";
import { userIdentity } from "./users";

export const exportArchiveName = (now = new Date()) => `founderdocs-export-${now.toISOString().slice(0, 10)}.zip`;

/** Where the ZIP goes: `write` answers false when the reader is behind (then `drained` waits). */
export interface ZipSink {
  write(chunk: Uint8Array): boolean;
  drained(): Promise<void>;
  /** True once the reader has gone: the remaining work is skipped. */
  aborted(): boolean;
}

/** An archive written file by file to a sink, waiting for the reader between files. */
const ZIP_SLICE = 256 * 1024;

export class ZipWriter {
  private readonly zip: Zip;
  private error: Error | undefined;
  private behind = false;
  private opened = false;

  constructor(
    private readonly sink: ZipSink,
    /** Called once, just before the first byte goes out (the moment to send the headers). */
    private readonly onOpen: () => void = () => {},
  ) {
    this.zip = new Zip((err, chunk) => {
      if (err) {
        this.error = err;
        return;
      }
      if (!this.opened) {
        this.opened = true;
        this.onOpen();
      }
      if (!this.sink.write(chunk)) this.behind = true;
    });
  }

  async add(name: string, data: Uint8Array, { compress, mtime }: { compress: boolean; mtime?: Date }) {
    // PDFs and raster logos are compressed already: stored as they are.
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    if (mtime) file.mtime = mtime;
    this.zip.add(file);
    // A slice at a time, each on its own turn of the event loop: the checksum of a 20 MB upload
    // in one go would hold it for a noticeable while.
    for (let at = 0; ; at += ZIP_SLICE) {
      const last = at + ZIP_SLICE >= data.length;
      file.push(data.subarray(at, at + ZIP_SLICE), last);
      if (last) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.error) throw this.error;
    if (this.behind) {
      this.behind = false;
      await this.sink.drained();
    }
  }

  /** The reader has gone: stop working for it. */
  aborted(): boolean {
    return this.sink.aborted();
  }

  end() {
    this.zip.end();
    if (this.error) throw this.error;
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function accountOf(user: User): TAccountExport["account"] {
  return {
    ...userIdentity(user),
    isBlocked: user.isBlocked,
    documentsGenerated: user.documentsGenerated,
    lastActiveAt: iso(user.lastActiveAt),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** documents/<title as a slug>-<first 8 of the id>, unique within the archive. */
function documentStem(doc: { id: string; title: string }, taken: Set<string>): string {
  const slug = exportFilename(doc.title, "html").slice(0, -".html".length);
  let stem = `documents/${slug}-${doc.id.slice(0, 8)}`;
  if (taken.has(stem)) stem = `documents/${slug}-${doc.id}`;
  taken.add(stem);
  return stem;
}

const EXTENSIONS: Record<ExportFormat, string> = { html: "html", markdown: "md", pdf: "pdf" };

/**
 * Writes the user's archive to `zip`. Reads are short queries, one document's version at a time;
 * no transaction is held while the printer works (PGlite has one connection for everyone).
 */
/** The archive written to `zip`, then its activity entry (none when the download was abandoned). */
export async function writeAccountExport({
  db,
  exporter,
  user,
  zip,
  origin,
  now = new Date(),
}: {
  db: Db;
  exporter: Exporter;
  user: User;
  zip: ZipWriter;
  origin?: RequestOrigin;
  now?: Date;
}) {
  const docs = await db.select().from(documents).where(eq(documents.userId, user.id)).orderBy(asc(documents.createdAt), asc(documents.id));
  const versionRows = await db
    .select({
      documentId: documentVersions.documentId,
      version: documentVersions.version,
      title: documentVersions.title,
      templateId: documentVersions.templateId,
      templateVersion: documentVersions.templateVersion,
      sha256: documentVersions.sha256,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(eq(documents.userId, user.id))
    .orderBy(documentVersions.documentId, documentVersions.version);
  const versionsOf = new Map<string, TAccountExport["documents"][number]["versions"]>();
  for (const { documentId, createdAt, ...v } of versionRows) {
    versionsOf.set(documentId, [...(versionsOf.get(documentId) ?? []), { ...v, createdAt: createdAt.toISOString() }]);
  }

  const watermark = user.subscription !== "pro";
  const taken = new Set<string>();
  const listed: TAccountExport["documents"] = [];
  for (const doc of docs) {
    if (zip.aborted()) return;
    const [version] = await db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.version, doc.currentVersion)))
      .limit(1);
    if (!version) continue;
    const paper = paperOf(version);
    const stem = documentStem(doc, taken);
    const files = version.pdfKey ? { pdf: `${stem}.pdf` } : { html: `${stem}.html`, markdown: `${stem}.md`, pdf: `${stem}.pdf` };
    // Rendered before any is added: a failure leaves no half-written document in the archive.
    const rendered = [];
    // An uploaded PDF has only its PDF.
    for (const format of version.pdfKey ? (["pdf"] as const) : (["html", "markdown", "pdf"] as const)) {
      rendered.push({ format, out: await exporter.render({ document: doc, version, format, paper, watermark }) });
    }
    for (const { format, out } of rendered) {
      await zip.add(`${stem}.${EXTENSIONS[format]}`, out.body, { compress: format !== "pdf", mtime: doc.updatedAt });
    }
    listed.push({
      id: doc.id,
      type: doc.type,
      title: doc.title,
      status: doc.status,
      businessProfileId: doc.businessProfileId,
      // As the API shows it: the current version's input, and what the row keeps (an invoice's id).
      metadata: { input: version.input, ...((doc.metadata as Record<string, unknown> | null) ?? {}) },
      currentVersion: doc.currentVersion,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
      files,
      versions: versionsOf.get(doc.id) ?? [],
    });
  }

  // The areas' sections (business profiles with their logos' files, clients, invoices).
  const sections = await lifecycle.exportAccount({ db, userId: user.id, files: zip });
  if (zip.aborted()) return;

  const account: TAccountExport = {
    exportedAt: now.toISOString(),
    account: accountOf(user),
    businessProfiles: sections.businessProfiles ?? [],
    clients: sections.clients ?? [],
    invoices: sections.invoices ?? [],
    consentRecords: sections.consentRecords ?? [],
    acceptanceRecords: sections.acceptanceRecords ?? [],
    publications: sections.publications ?? [],
    documents: listed,
  };
  await zip.add("account.json", new TextEncoder().encode(`${JSON.stringify(account, null, 2)}\n`), { compress: true, mtime: now });
  zip.end();
  if (zip.aborted()) return;
  await recordActivity({ db, entry: { userId: user.id, action: "account.exported", entityType: "user", entityId: user.id }, ...(origin ? { origin } : {}) });
}
