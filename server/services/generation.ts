// Generating a document: validate (done by the route), build the model, then in one atomic
// statement take one unit of the plan's allowance, store the document and log it. Nothing is
// stored when any step fails.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Document } from "../../shared/schema";
import type {
  TCookiePolicyRequest,
  TNdaRequest,
  TPrivacyPolicyRequest,
  TTermsRequest,
} from "../../shared/validation";
import { queryRows, type Db } from "../db";
import { AppError } from "../errors";
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

export const generateDocument = async <K extends PolicyKind>({
  db,
  userId,
  kind,
  input,
  freeLimit,
  origin,
}: {
  db: Db;
  userId: string;
  kind: K;
  input: PolicyInputs[K];
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<Document> => {
  const generatedAt = new Date();
  // Pure work first, so the transaction (and its row lock on the user) stays short.
  const model = buildDocument(kind, input as DocumentInputs[K], { generatedAt });
  const metadata: DocumentMetadata = {
    version: 1,
    kind,
    input,
    context: { generatedAt: generatedAt.toISOString() },
    ...(kind === "cookie_policy" ? { banner: buildConsentBanner(input as TCookiePolicyRequest) } : {}),
  };
  const content = renderHtmlFragment(model);

  // One statement, so one round trip and atomic without an explicit transaction: take one unit
  // of the plan's allowance (./quota.ts), store the document only if it was allowed, and log it.
  const id = randomUUID();
  const at = generatedAt.toISOString();
  const [row] = await queryRows<{ created: number | string }>(
    db,
    sql`
      with allowance as (${takeAllowance(userId, freeLimit)}), doc as (
        insert into documents (id, user_id, type, title, content, metadata, status, created_at, updated_at)
        select ${id}::uuid, allowance.id, ${kind}, ${model.title}, ${content}, ${JSON.stringify(metadata)}::jsonb,
               'final', ${at}::timestamptz, ${at}::timestamptz
          from allowance
        returning id
      ), logged as (
        insert into activity_logs (user_id, action, entity_type, entity_id, metadata, ip_address, user_agent)
        select ${userId}::uuid, 'document.generated', 'document', doc.id::text,
               ${JSON.stringify({ type: kind, title: model.title })}::jsonb,
               ${origin.ip?.slice(0, 64) ?? null}::varchar, ${origin.userAgent?.slice(0, 500) ?? null}::text
          from doc
        returning id
      )
      select count(*) as created from logged`,
  );
  if (Number(row?.created ?? 0) !== 1) throw new AppError("plan_limit", planLimitMessage(freeLimit));
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
