// Existing documents keep their numbers when numbering moves to per-profile sequences: each
// profile's sequences continue after the highest number its documents carry, the user's own
// continue the old per-user counter, every existing number belongs to its sequence, and none is
// handed out again. A UK profile that named its part of the UK as its register court keeps it.
import fs from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase } from "../../test/api-harness";
import { migrationsUntil } from "../../test/migrations-until";
import type { Database } from "../db";
import { takeNumber } from "./sequences";

let database: Database;
let drop: () => Promise<void>;
let before: string;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(undefined, undefined, false));
  // The migrations before the sequences (0000-0019).
  before = migrationsUntil(19);
  await database.migrate(before);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  fs.rmSync(before, { recursive: true, force: true });
});

const one = async (text: string, params: unknown[] = []) => (await database.raw.query(text, params)).rows[0] as Record<string, unknown>;

test("each profile continues after its own numbers, the user's sequence after the old counter; no number is reused", async () => {
  const user = (await one(`insert into users (email) values ('old@sequences.test') returning id`)).id as string;
  const profile = async (name: string, extra = "") =>
    (await one(`insert into business_profiles (user_id, name ${extra ? ", country, register_court" : ""}) values ($1, $2 ${extra}) returning id`, [user, name])).id as string;
  const gmbh = await profile("Muster GmbH");
  const sas = await profile("Atelier Lumière SAS");
  const scottish = await profile("Thistle Ltd", ", 'GB', 'Registered in Scotland'");
  const invoice = async (profileId: string | null, type: string, number: string) => {
    const doc = (await one(`insert into documents (user_id, type, title, content, business_profile_id) values ($1, $2, 't', '<p>t</p>', $3) returning id`, [user, type, profileId])).id;
    await database.raw.query(`insert into invoices (user_id, document_id, type, number, client_name) values ($1, $2, $3, $4, 'Client')`, [user, doc, type, number]);
    return doc as string;
  };
  // The old per-user numbering: the GmbH got INV-0001 and INV-0002, the SAS INV-0003.
  await invoice(gmbh, "invoice", "INV-0001");
  await invoice(gmbh, "invoice", "INV-0002");
  const sasDoc = await invoice(sas, "invoice", "INV-0003");
  await invoice(null, "quote", "QUO-0001");
  await database.raw.query(`insert into invoice_counters (user_id, type, last_number) values ($1, 'invoice', 3), ($1, 'quote', 1)`, [user]);

  await database.migrate();

  const { rows } = await database.raw.query(
    `select business_profile_id as profile, type, prefix, last_number as last from invoice_sequences where user_id = $1 order by type, last_number`,
    [user],
  );
  expect(rows).toEqual([
    { profile: gmbh, type: "invoice", prefix: "INV-", last: 2 },
    { profile: null, type: "invoice", prefix: "INV-", last: 3 },
    { profile: sas, type: "invoice", prefix: "INV-", last: 3 },
    { profile: null, type: "quote", prefix: "QUO-", last: 1 },
  ]);
  // Every existing number is in its sequence.
  expect((await one(`select count(*)::int as n from invoices where sequence_id is null`)).n).toBe(0);
  const sasNumber = await one(`select s.business_profile_id as profile from invoices i join invoice_sequences s on s.id = i.sequence_id where i.document_id = $1`, [sasDoc]);
  expect(sasNumber.profile).toBe(sas);

  const take = (profileId: string | null, type: "invoice" | "quote") =>
    database.db.transaction(async (tx) => (await takeNumber(tx, { userId: user, profileId, type })).number);
  expect(await take(gmbh, "invoice")).toBe("INV-0003");
  expect(await take(sas, "invoice")).toBe("INV-0004");
  expect(await take(null, "invoice")).toBe("INV-0004");
  expect(await take(null, "quote")).toBe("QUO-0002");
  expect((await one(`select uk_jurisdiction from business_profiles where id = $1`, [scottish])).uk_jurisdiction).toBe("scotland");
});
