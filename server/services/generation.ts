// Generating a document: validate (done by the route), build the model, then in one atomic
// statement take one unit of the plan's allowance, store the document and log it. Nothing is
// stored when any step fails.
//
// Generations that arrive while others are being stored are stored together, in one statement
// and one commit (group commit): under load a burst costs one round trip, one row lock per user
// and one WAL flush instead of one of each per document. Alone, a generation is stored as soon as
// the event loop has read what else arrived with it (one turn: no timer, no waiting for company).
// The batch takes a user's allowance for all of that user's documents in it or for none; a user
// it could not serve in full (a free account near its limit) has each document stored alone, in
// order, so the limit holds exactly as before. A batch that fails for any reason but an
// unreachable database is retried one document at a time, so one bad request fails alone.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Document } from "../../shared/schema";
import type {
  TCookiePolicyRequest,
  TNdaRequest,
  TPrivacyPolicyRequest,
  TTermsRequest,
} from "../../shared/validation";
import { queryRows, textBytes, type Db } from "../db";
import { changeTag, type ChangeFeed } from "../db/changes";
import { AppError, isDatabaseUnavailable } from "../errors";
import {
  buildConsentBanner,
  buildDocument,
  renderHtmlFragment,
  type ConsentBanner,
  type DocumentInputs,
} from "../documents";
import type { RequestOrigin } from "./activity";
import { planLimitMessage, takeAllowance } from "./quota";

export type PolicyKind = "privacy_policy" | "terms_conditions" | "cookie_policy" | "nda";

export interface PolicyInputs {
  privacy_policy: TPrivacyPolicyRequest;
  terms_conditions: TTermsRequest;
  cookie_policy: TCookiePolicyRequest;
  nda: TNdaRequest;
}

/** What a document keeps so it can be rendered again, identically, for every export. */
export interface DocumentMetadata {
  version: 1;
  kind: string;
  input: unknown;
  context: Record<string, unknown>;
  banner?: ConsentBanner;
  invoiceId?: string;
}

/** A generated document ready to be stored, with its activity entry. */
interface Stored {
  id: string;
  userId: string;
  kind: string;
  title: string;
  content: string;
  metadata: string;
  at: string;
  activity: string;
  ip: string | null;
  userAgent: string | null;
}

interface Pending extends Stored {
  done(err: unknown, stored?: boolean): void;
}

/** The document, with its allowance and its activity entry, alone: answers whether it was allowed. */
async function storeOne(db: Db, doc: Stored, freeLimit: number): Promise<boolean> {
  const [row] = await queryRows<{ created: number | string }>(
    db,
    sql`
      with allowance as (${takeAllowance(doc.userId, freeLimit)}), doc as (
        insert into documents (id, user_id, type, title, content, metadata, status, created_at, updated_at)
        select ${doc.id}::uuid, allowance.id, ${doc.kind}, ${doc.title}, ${textBytes(doc.content)}::text, ${doc.metadata}::jsonb,
               'final', ${doc.at}::timestamptz, ${doc.at}::timestamptz
          from allowance
        returning id
      ), logged as (
        insert into activity_logs (user_id, action, entity_type, entity_id, metadata, ip_address, user_agent)
        select ${doc.userId}::uuid, 'document.generated', 'document', doc.id::text, ${doc.activity}::jsonb,
               ${doc.ip}::varchar, ${doc.userAgent}::text
          from doc
        returning id
      )
      select count(*) as created from logged`,
  );
  return Number(row?.created ?? 0) === 1;
}

/**
 * Several documents in one statement: each user's allowance is taken for all of their documents
 * in the batch or not at all; answers the ids stored. Users are locked in id order, so batches
 * running at once (here or on other instances) can't deadlock.
 */
async function storeBatch(db: Db, docs: Stored[], freeLimit: number): Promise<Set<string>> {
  const rows = sql.join(
    docs.map(
      (d, i) => sql`(${i}::int, ${d.id}::uuid, ${d.userId}::uuid, ${d.kind}::varchar, ${d.title}::text,
        ${textBytes(d.content)}::text, ${d.metadata}::jsonb, ${d.at}::timestamptz, ${d.activity}::jsonb,
        ${d.ip}::varchar, ${d.userAgent}::text)`,
    ),
    sql`, `,
  );
  const stored = await queryRows<{ id: string }>(
    db,
    sql`
      with input (idx, id, user_id, kind, title, content, metadata, at, activity, ip, user_agent) as (
        values ${rows}
      ), wanted as (
        select user_id, count(*)::int as n from input group by user_id
      ), locked as (
        select u.id from users u join wanted w on w.user_id = u.id order by u.id for update of u
      ), granted as (
        update users u
           set documents_generated = u.documents_generated + w.n, updated_at = now()
          from wanted w join locked l on l.id = w.user_id
         where u.id = w.user_id and (u.subscription = 'pro' or u.documents_generated + w.n <= ${freeLimit})
        returning u.id
      ), doc as (
        insert into documents (id, user_id, type, title, content, metadata, status, created_at, updated_at)
        select i.id, i.user_id, i.kind, i.title, i.content, i.metadata, 'final', i.at, i.at
          from input i join granted g on g.id = i.user_id
         order by i.idx
        returning id
      ), logged as (
        insert into activity_logs (user_id, action, entity_type, entity_id, metadata, ip_address, user_agent)
        select i.user_id, 'document.generated', 'document', i.id::text, i.activity, i.ip, i.user_agent
          from input i join doc d on d.id = i.id
         order by i.idx
        returning entity_id
      )
      select entity_id as id from logged`,
  );
  return new Set(stored.map((r) => r.id));
}

export interface DocumentWriter {
  /** Stores the document if the user's plan allows it; answers whether it was stored. */
  store(doc: Stored): Promise<boolean>;
}

export interface DocumentWriterOptions {
  freeLimit: number;
  /** Documents per statement at most. */
  maxBatch?: number;
  /** Statements in flight at once; more documents wait for the next batch. */
  maxInFlight?: number;
}

export function createDocumentWriter(
  { db, changes }: { db: Db; changes: ChangeFeed },
  { freeLimit, maxBatch = 64, maxInFlight = 2 }: DocumentWriterOptions,
): DocumentWriter {
  const queue: Pending[] = [];
  let inFlight = 0;

  const settle = (doc: Pending, stored: boolean) => {
    if (stored) changes.wrote(changeTag.user(doc.userId), changeTag.documents(doc.userId));
    doc.done(undefined, stored);
  };

  /** One at a time, in order: what a batch could not store, or every document of a failed one. */
  const oneByOne = async (docs: Pending[]) => {
    for (const doc of docs) {
      try {
        settle(doc, await storeOne(db, doc, freeLimit));
      } catch (err) {
        doc.done(err);
      }
    }
  };

  const write = async (docs: Pending[]) => {
    if (docs.length === 1) return oneByOne(docs);
    let stored: Set<string>;
    try {
      stored = await storeBatch(db, docs, freeLimit);
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        for (const doc of docs) doc.done(err);
        return;
      }
      return oneByOne(docs);
    }
    const left: Pending[] = [];
    for (const doc of docs) {
      if (stored.has(doc.id)) settle(doc, true);
      else left.push(doc);
    }
    await oneByOne(left);
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  // The first document waits for the end of this turn of the event loop: every request read in
  // the same turn joins its batch. (PGlite runs a statement without yielding, so without this each
  // request would be stored alone before the next one is even read.)
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  };

  return {
    store: (doc) =>
      new Promise<boolean>((resolve, reject) => {
        queue.push({ ...doc, done: (err, stored) => (err === undefined ? resolve(stored!) : reject(err)) });
        schedule();
      }),
  };
}

/** Builds the document from validated input and stores it (402 past the free plan's limit). */
export const generateDocument = async <K extends PolicyKind>({
  writer,
  userId,
  kind,
  input,
  freeLimit,
  origin,
}: {
  writer: DocumentWriter;
  userId: string;
  kind: K;
  input: PolicyInputs[K];
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<Document> => {
  const generatedAt = new Date();
  // Pure work first, so the statement (and its row lock on the user) stays short.
  const model = buildDocument(kind, input as DocumentInputs[K], { generatedAt });
  const metadata: DocumentMetadata = {
    version: 1,
    kind,
    input,
    context: { generatedAt: generatedAt.toISOString() },
    ...(kind === "cookie_policy" ? { banner: buildConsentBanner(input as TCookiePolicyRequest) } : {}),
  };
  const content = renderHtmlFragment(model);
  const id = randomUUID();
  const stored = await writer.store({
    id,
    userId,
    kind,
    title: model.title,
    content,
    metadata: JSON.stringify(metadata),
    at: generatedAt.toISOString(),
    activity: JSON.stringify({ type: kind, title: model.title }),
    ip: origin.ip?.slice(0, 64) ?? null,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  });
  if (!stored) throw new AppError("plan_limit", planLimitMessage(freeLimit));
  return {
    id,
    userId,
    businessProfileId: null,
    type: kind,
    title: model.title,
    content,
    metadata,
    status: "final",
    isTemplate: false,
    createdAt: generatedAt,
    updatedAt: generatedAt,
  };
};
