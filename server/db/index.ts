// One database handle for the whole server: PGlite in-process (no DATABASE_URL) or node-postgres.
// The same Drizzle schema and migrations serve both. Beside it, the file store (server/files): the
// large files whose rows keep only their key.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { getTableColumns, sql, type SQL, type Table } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../shared/schema";
import { folderStore, type FileStore } from "../files";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A table's columns but the named ones, for `.returning()` of a row whose large text the caller
 * has just written and still holds: the database need not send it back (a largest privacy policy
 * is 100 kB of HTML and as much Markdown).
 */
export function columnsExcept<T extends Table, K extends keyof T["_"]["columns"]>(
  table: T,
  ...names: K[]
): Omit<T["_"]["columns"], K> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const name of names) delete columns[name as string];
  return columns as Omit<T["_"]["columns"], K>;
}

/** The minimal query interface connect-pg-simple needs (a pg.Pool satisfies it). */
/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` in it are matched as themselves, not as wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface RawQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  raw: RawQueryable;
  /**
   * Several statements in one string, without parameters (the simple query protocol), answering
   * the last statement's rows. pg-boss installs and maintains its schema this way on PGlite.
   */
  script(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Applies the committed migrations (or those of another folder: tests of a migration). `around`
   * runs with the migrations' lock held and applies them where it calls `apply`: what code must do
   * exactly once, in the run that applies the migration needing it (server/migrate.ts).
   */
  migrate(folder?: string, around?: (apply: () => Promise<void>) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where the large files live (uploaded and sealed PDFs, e-mail attachments). */
  files: FileStore;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` restores (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

const applyNow = (apply: () => Promise<void>) => apply();

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

/**
 * Where the data lives. An in-memory PGlite may start from `loadDataDir`, a data directory dumped
 * by PGlite's dumpDataDir (the tests' migrated template: restoring it skips initdb). `files` is the
 * file store's folder (FILES_DIR); unset, PGlite on disk keeps them in `files/` of its data folder,
 * and otherwise (PGlite in memory, a test's PostgreSQL) they go to a temporary folder removed on
 * close.
 */
export type DatabaseTarget =
  | { kind: "postgres"; url: string; files?: string | undefined }
  | { kind: "pglite"; dir: string; loadDataDir?: Blob; files?: string | undefined };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const inMemory = target.kind === "pglite" && (target.dir === "memory://" || target.dir === "");
  const filesDir =
    target.files ??
    (target.kind === "pglite" && !inMemory ? path.join(target.dir, "files") : fs.mkdtempSync(path.join(os.tmpdir(), "founderdocs-files-")));
  const temporary = target.files === undefined && (target.kind === "postgres" || inMemory);
  const files = folderStore(filesDir);
  const database = target.kind === "postgres" ? await openPostgres(target.url, files) : await openPglite(target.dir, files, target.loadDataDir);
  if (!temporary) return database;
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

async function openPglite(dir: string, files: FileStore, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dir === "memory://" || dir === "";
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  const client = inMemory
    ? await PGlite.create(loadDataDir ? { loadDataDir } : {})
    : await PGlite.create(dir);
  const db = drizzlePglite({ client, schema });
  // PGlite serialises parameters by their inferred type; JSON objects go in as text.
  const raw: RawQueryable = {
    query: (text, params = []) =>
      client.query<Record<string, unknown>>(text, params.map(jsonParam)),
  };
  return {
    kind: "pglite",
    db: db as unknown as Db,
    files,
    raw,
    script: async (text) => {
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (err) {
        // A script that opened a transaction and failed leaves the one session in it: end it.
        await client.exec("rollback").catch(() => {});
        throw err;
      }
    },
    migrate: (folder = MIGRATIONS_DIR, around = applyNow) => around(() => migratePglite(db, { migrationsFolder: folder })),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir("none");
      return dump;
    },
  };
}

function jsonParam(p: unknown): unknown {
  // Arrays (uuid[], text[]) and bytes PGlite serialises itself by the parameter's type.
  return p !== null && typeof p === "object" && !(p instanceof Date) && !Array.isArray(p) && !ArrayBuffer.isView(p)
    ? JSON.stringify(p)
    : p;
}

async function openPostgres(url: string, files: FileStore): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Nor may a checked-out one (pg-pool removes its idle listener while a client is lent out, e.g.
  // between the statements of a transaction): without a listener its "error" event would be an
  // uncaught exception. The statement in progress or the next one fails (503), and the pool drops
  // the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzlePg({ client: pool, schema });
  guardTransactions(db, pool);
  return {
    kind: "postgres",
    db: db as unknown as Db,
    files,
    raw: pool,
    script: async (text) => {
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
      } catch (err) {
        // A script that opened a transaction and failed leaves its connection in it: end it
        // before the connection goes back to the pool.
        await client.query("rollback").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    migrate: async (folder = MIGRATIONS_DIR, around = applyNow) => {
      // Several instances may boot at once: one migrates, the others wait for it.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(7261001)");
        await around(() => migratePg(db, { migrationsFolder: folder }));
      } finally {
        await lock.query("select pg_advisory_unlock(7261001)").catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle's node-postgres transaction() checks a client out of the pool and sends BEGIN before its
 * try/finally: when the connection drops at that moment (the database restarting, a network cut)
 * the client is never released. Each such failure took one of the pool's clients for good, until
 * the pool was empty and every request waited forever. Here the checkout, BEGIN and release are
 * ours: drizzle runs the transaction on one client, and the client always goes back (a broken one
 * is dropped by the pool on release).
 */
function guardTransactions(db: ReturnType<typeof drizzlePg<typeof schema>>, pool: pg.Pool) {
  const internals = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    session: { schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] };
  };
  const { dialect } = internals;
  const { schema: relational, options } = internals.session;
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      // A single client (not a pool): drizzle's transaction() uses it as it is, without checkout.
      const session = new NodePgSession(client, dialect, relational, options);
      return await session.transaction(work as never, config);
    } finally {
      client.release();
    }
  };
}

/**
 * A query built once per database and reused: drizzle builds its SQL text a single time instead
 * of on every call. Build it with `.prepare(UNNAMED)`: the statement stays unnamed on the server,
 * because named statements break behind a connection pooler in transaction mode (PgBouncer) and
 * on servers that share one session between connections (PGlite over the wire protocol).
 */
export const UNNAMED = "";
export function prepared<P>(build: (db: Db) => P): (db: Db | Tx) => P {
  const byDb = new WeakMap<object, P>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db as Db);
      byDb.set(db, query);
    }
    return query;
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db | Tx,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
