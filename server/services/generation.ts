// Generating a document: validate (done by the route), build the model, render it, then one
// transaction takes one unit of the plan's allowance, stores the document and logs it. Nothing is
// stored when any step fails.
import { documents, type Document } from "../../shared/schema";
import type {
  TCookiePolicyRequest,
  TNdaRequest,
  TPrivacyPolicyRequest,
  TTermsRequest,
} from "../../shared/validation";
import type { Db } from "../db";
import { AppError } from "../errors";
import {
  buildConsentBanner,
  buildDocument,
  renderHtmlFragment,
  type ConsentBanner,
  type DocumentInputs,
} from "../documents";
import { recordActivity, type RequestOrigin } from "./activity";
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

/** Builds the document from validated input and stores it (402 past the free plan's limit). */
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
  return db.transaction(async (tx) => {
    if (!(await takeAllowance(tx, userId, freeLimit))) throw new AppError("plan_limit", planLimitMessage(freeLimit));
    const [doc] = await tx
      .insert(documents)
      .values({ userId, type: kind, title: model.title, content, metadata, status: "final", createdAt: generatedAt, updatedAt: generatedAt })
      .returning();
    await recordActivity({
      db: tx,
      entry: { userId, action: "document.generated", entityType: "document", entityId: doc!.id, metadata: { type: kind, title: model.title } },
      origin,
    });
    return doc!;
  });
};
