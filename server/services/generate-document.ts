// A document made from a generator's request (POST /api/generate/<slug>, and the routes a type
// brings, e.g. POST /api/invoices): the draft check, the one creation path, and the answer. The
// route has validated the body by the type's schema and the query by ZGenerateQuerySchema.
import type { DocumentStatus, TDocument } from "../../shared/api/documents";
import type { User } from "../../shared/schema";
import type { Db } from "../db";
import type { ServerDocType } from "../doc-types/define";
import type { RequestOrigin } from "./activity";
import { createDocument, type DocumentWithVersion } from "./create-document";
import { assertDraftAllowed } from "./manage-document";
import { presentDocument } from "./present-document";

export async function generateDocument({
  db,
  types,
  user,
  kind,
  input,
  status = "final",
  freeLimit,
  origin,
  base,
  derived,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  user: User;
  kind: string;
  /** Validated by the type's schema. */
  input: unknown;
  status?: DocumentStatus | undefined;
  freeLimit: number;
  origin: RequestOrigin;
  /** The app's public base URL (config.appUrl), for the links in the answer. */
  base: string;
  /** Made from a document already counted: no allowance taken (createDocument). */
  derived?: boolean;
}): Promise<{ created: DocumentWithVersion; document: TDocument }> {
  // A draft is a Lifetime feature (402 before any work).
  assertDraftAllowed(user, status);
  const created = await createDocument({ db, types, user, kind, input, status, freeLimit, origin, derived });
  return { created, document: presentDocument(created, { share: null, base, types }) };
}
