// Migration 0006 gives every document made before versions existed its version 1, from what it
// stored: its HTML and hash, its input and context, its consent banner; its Markdown is rendered
// at boot by the template that wrote it, and matches what that template makes. On PGlite and,
// with TEST_DATABASE_URL, PostgreSQL.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ZCookiePolicyRequestSchema } from "../../shared/doc-types";
import { documentVersions, users } from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import { migrationsUntil } from "../../test/migrations-until";
import { cookiePolicyBody } from "../../test/fixtures";
import type { Database } from "../db";
import { renderHtmlFragment, renderMarkdown } from "../documents";
import { migrate } from "../migrate";
import { buildConsentBanner } from "./cookie-policy/banner";
import { backfillVersionMarkdown } from "../services/backfill-markdown";
import { markdownOfHtml } from "./backfill";
import { cookiePolicyServer } from "./cookie-policy";
import type { ServerDocType } from "./define";
import { buildDocument, docTypesOf } from "./registry";
import { sha256Hex } from "./render";

let database: Database;
let drop: () => Promise<void>;
let before: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(undefined, undefined, false));
  // The migrations as they stood before versions (0000-0005).
  before = migrationsUntil(5);
  await database.migrate(before);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  fs.rmSync(before, { recursive: true, force: true });
});

test("existing documents get a version 1 that is exactly what they stored, Markdown included", async () => {
  const [user] = await database.db.insert(users).values({ email: "old@backfill.test" }).returning();
  // A cookie policy as the code before versions stored it: HTML, metadata with input, context, banner.
  const input = ZCookiePolicyRequestSchema.parse(cookiePolicyBody);
  const generatedAt = new Date("2026-10-01T09:30:00.000Z");
  const model = buildDocument("cookie_policy", input, { generatedAt });
  const banner = buildConsentBanner(input);
  const content = renderHtmlFragment(model);
  // (Raw SQL: the table has no current_version yet.)
  const insert = async (type: string, title: string, html: string, metadata: unknown) => {
    const { rows } = await database.raw.query(
      `insert into documents (user_id, type, title, content, status, metadata, created_at, updated_at)
       values ($1, $2, $3, $4, 'final', $5, $6, $6) returning id`,
      [user!.id, type, title, html, metadata === null ? null : JSON.stringify(metadata), generatedAt.toISOString()],
    );
    return rows[0]!.id as string;
  };
  const oldId = await insert("cookie_policy", model.title, content, {
    version: 1,
    kind: "cookie_policy",
    input,
    context: { generatedAt: generatedAt.toISOString() },
    banner,
  });
  // And one written by hand, with no metadata at all.
  const manualHtml = "<article><h1>Hand-made</h1><p>Plain &amp; simple.</p></article>";
  const manualId = await insert("nda", "Hand-made", manualHtml, null);

  // Migration 0006 marks such versions as written by version 1 of their template; today's cookie
  // template stands in for that version here (the type's later versions reword it).
  await database.migrate();
  await backfillVersionMarkdown(database.db, docTypesOf([{ ...cookiePolicyServer, templateVersion: 1 } as ServerDocType]));

  const [v] = await database.db.select().from(documentVersions).where(eq(documentVersions.documentId, oldId));
  expect(v).toMatchObject({ version: 1, templateId: "cookie_policy", templateVersion: 1, title: model.title, html: content, createdBy: user!.id });
  // The document row keeps nothing of the version's (a cookie policy links no invoice).
  const { rows } = await database.raw.query("select metadata, current_version from documents where id = $1", [oldId]);
  expect(rows[0]).toEqual({ metadata: null, current_version: 1 });
  expect(v!.sha256).toBe(sha256Hex(content));
  expect(v!.markdown).toBe(renderMarkdown(model));
  expect(v!.input).toEqual(JSON.parse(JSON.stringify(input)));
  expect(v!.context).toEqual({ generatedAt: generatedAt.toISOString() });
  expect(v!.extras).toEqual({ banner: JSON.parse(JSON.stringify(banner)) });

  const [m] = await database.db.select().from(documentVersions).where(eq(documentVersions.documentId, manualId));
  expect(m!.html).toBe(manualHtml);
  expect(m!.markdown).toBe(markdownOfHtml(manualHtml));
  expect(m!.markdown).toBe("# Hand-made\n\nPlain & simple.\n");

  // Running it again changes nothing.
  await migrate(database);
  expect(await database.db.select().from(documentVersions)).toHaveLength(2);
});
