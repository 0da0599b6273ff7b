// Runs once before all test files. It resolves Chromium once, so parallel workers never race to
// unpack the bundled browser, and migrates one template database that every test file's fresh
// database is cloned from (openTestDatabase): a PGlite data directory restored from a dump skips
// initdb and the migrations (about 0.5 s instead of 2-3 s a file), and on PostgreSQL
// `CREATE DATABASE … TEMPLATE` copies the migrated schema.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { findChromium } from "../server/chromium";
import { openDatabase } from "../server/db";
import { migrate } from "../server/migrate";

export default async function setup() {
  process.env.TZ ??= "UTC";
  const chromium = await findChromium(process.env.CHROMIUM_PATH || undefined);
  if (chromium) process.env.CHROMIUM_PATH = chromium.path;

  const cleanups: (() => Promise<void>)[] = [];
  const pglite = await openDatabase({ kind: "pglite", dir: "memory://" });
  try {
    await migrate(pglite);
    const dump = await pglite.dumpDataDir!();
    const file = path.join(os.tmpdir(), `founderdocs-test-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.TEST_PGLITE_TEMPLATE = file;
    cleanups.push(async () => fs.rmSync(file, { force: true }));
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `fd_template_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      await migrate(template);
    } finally {
      await template.close();
    }
    process.env.TEST_PG_TEMPLATE = name;
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`));
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
