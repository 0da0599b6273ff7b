// The migrations as they stood at an earlier point: a folder holding migrations 0000 to `last` and
// their journal, for a test that fills a database as older code left it and then migrates it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR } from "../server/db";

/** A temporary folder with the migrations up to index `last`; remove it when done. */
export function migrationsUntil(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fd-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
