// Bring a database up to date: the committed SQL migrations, then what only code can fill in
// (./services/backfill-markdown.ts; the audit anchors of migration 0017) or move (files kept in
// the database before the file store: ./services/move-files.ts). Runs at boot, in
// `npm run db:migrate` and before every test app.
import { sql } from "drizzle-orm";
import { loadAuditConfig } from "./config";
import type { Database } from "./db";
import { queryRows } from "./db";
import { sealLegacyChains } from "./audit/chain";
import { auditKeyring, type AuditKeyring } from "./audit/keys";
import { backfillVersionMarkdown } from "./services/backfill-markdown";
import { moveFilesToStore } from "./services/move-files";
import { docTypesOf } from "./doc-types/registry";

/** `audit`: the keys that seal the chains written before keyed chains (default: AUDIT_KEY of the environment). */
export async function migrate(database: Database, audit: AuditKeyring = auditKeyring(loadAuditConfig())): Promise<void> {
  await database.migrate(undefined, async (apply) => {
    // Sealed once, in the run that adds the anchors and under the migrations' lock: a later run
    // would seal whatever the database holds by then, a chain rebuilt outside the app included.
    const sealing = !(await hasAuditAnchors(database));
    await apply();
    if (sealing) await sealLegacyChains(database.db, audit);
  });
  await moveFilesToStore(database.db, database.files);
  await backfillVersionMarkdown(database.db, docTypesOf());
}

const hasAuditAnchors = async (database: Database) =>
  (
    await queryRows(
      database.db,
      sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'signature_requests' and column_name = 'audit_head'`,
    )
  ).length > 0;
