// Bring a database up to date: the committed SQL migrations, then what only code can fill in
// (./services/backfill-markdown.ts). Runs at boot, in `npm run db:migrate` and before every test app.
import type { Database } from "./db";
import { backfillVersionMarkdown } from "./services/backfill-markdown";
import { docTypesOf } from "./doc-types/registry";

export async function migrate(database: Database): Promise<void> {
  await database.migrate();
  await backfillVersionMarkdown(database.db, docTypesOf());
}
