// drizzle's migrator applies a migration only when its journal time is later than the last one a
// database has applied: a migration stamped earlier than its predecessor (a clock that was ahead
// when that one was generated) would never run on an existing database.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { MIGRATIONS_DIR } from "./index";

test("every migration's journal time is later than the one before", () => {
  const { entries } = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  for (let i = 1; i < entries.length; i++) {
    expect(entries[i]!.when, `${entries[i]!.tag} must be stamped after ${entries[i - 1]!.tag}`).toBeGreaterThan(entries[i - 1]!.when);
    expect(fs.existsSync(path.join(MIGRATIONS_DIR, `${entries[i]!.tag}.sql`))).toBe(true);
  }
});
