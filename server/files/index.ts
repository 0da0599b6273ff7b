// The file store: the bytes of large files (uploaded PDFs, sealed PDFs, e-mail attachments) live
// here, and their rows keep only the key, the size and the SHA-256. The database never carries a
// file, so neither the database driver on the main thread (node-postgres decoding a bytea) nor
// PGlite (which runs on the main thread) ever holds the event loop for one; reading and writing a
// file is asynchronous I/O, and its hash is computed a slice at a time.
//
// The store is a folder (FILES_DIR; by default `files/` in PGlite's data folder, or ./data/files):
// a file is written to a temporary name and renamed into place, so a reader never sees half of
// one. Keys are random (a new one for every file written), so a file has exactly one row that
// owns it and is deleted with it; a file whose row was never committed is removed by the daily
// clean-up (sweepFiles). Several instances share the folder (a network volume).
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";

/** A file as its row keeps it. */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

export interface FileStore {
  /** Where the files are, for the logs and for a second instance of the app in the tests. */
  readonly dir: string;
  /** Writes a new file; answers its key, size and SHA-256. */
  put(bytes: Uint8Array): Promise<StoredFile>;
  /** The whole file. */
  get(key: string): Promise<Buffer>;
  /** The file opened as a stream (an answer or an e-mail reads it a chunk at a time); a missing file throws here. */
  open(key: string): Promise<Readable>;
  /** Removes these files (or temporary files, as list() names them); a missing one is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every file (and temporary file) with the time it was last written. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** The largest slice hashed or written in one go: a few milliseconds of the event loop at most. */
const SLICE = 256 * 1024;

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A file being written: listed so that one a crash left behind is swept too. */
const TEMP_KEY = /^tmp\/[0-9a-f-]{36}\.part$/;
const TEMP_DIR = "tmp";

/** The folder store. Keys are UUIDs, kept under a folder named by their first two characters. */
export function folderStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    // A key only ever comes from our own rows; anything else must not reach the file system.
    if (!KEY.test(key)) throw new Error(`not a file key: ${key.slice(0, 40)}`);
    return path.join(root, key.slice(0, 2), key);
  };
  const anyFileOf = (key: string) => (TEMP_KEY.test(key) ? path.join(root, key) : fileOf(key));
  return {
    dir: root,
    async put(bytes) {
      const key = randomUUID();
      const target = fileOf(key);
      const temp = path.join(root, TEMP_DIR, `${key}.part`);
      await fs.mkdir(path.dirname(temp), { recursive: true });
      await fs.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      const handle = await fs.open(temp, "wx", 0o600);
      try {
        for (let at = 0; at < bytes.length; at += SLICE) {
          const slice = bytes.subarray(at, at + SLICE);
          hash.update(slice);
          await handle.write(slice);
        }
        await handle.sync();
      } catch (err) {
        await handle.close();
        await fs.rm(temp, { force: true });
        throw err;
      }
      await handle.close();
      await fs.rename(temp, target);
      return { key, size: bytes.length, sha256: hash.digest("hex") };
    },
    async get(key) {
      return fs.readFile(fileOf(key));
    },
    async open(key) {
      const handle = await fs.open(fileOf(key), "r");
      return handle.createReadStream({ highWaterMark: SLICE });
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(anyFileOf(key), { force: true })));
    },
    async *list() {
      const shards = await fs.readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [];
        throw err;
      });
      for (const shard of shards) {
        if (!shard.isDirectory()) continue;
        const folder = path.join(root, shard.name);
        for (const name of await fs.readdir(folder)) {
          const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
          if (!stat?.isFile()) continue;
          // A temporary file is listed by its own name (key + ".part"), which no row holds.
          yield { key: shard.name === TEMP_DIR ? `${TEMP_DIR}/${name}` : name, modifiedAt: stat.mtime };
        }
      }
    },
  };
}

/**
 * Removes the files that no row holds and that were written over `graceMs` ago (a file is written
 * before the transaction that records it commits: a younger one may be about to be recorded).
 * `referenced` answers which of the given keys some row holds. Answers how many were removed.
 */
export async function sweepFiles(
  store: FileStore,
  referenced: (keys: string[]) => Promise<Set<string>>,
  { now = new Date(), graceMs }: { now?: Date; graceMs: number },
): Promise<number> {
  const old: string[] = [];
  let removed = 0;
  const flush = async () => {
    const held = await referenced(old.filter((k) => KEY.test(k)));
    const gone = old.filter((k) => !held.has(k));
    await store.delete(gone);
    removed += gone.length;
    old.length = 0;
  };
  for await (const file of store.list()) {
    if (now.getTime() - file.modifiedAt.getTime() < graceMs) continue;
    old.push(file.key);
    if (old.length >= 500) await flush();
  }
  if (old.length) await flush();
  return removed;
}

/**
 * Answers a stored file, its headers already set: read and sent a chunk at a time. A reader who
 * goes away mid-file just ends it.
 */
export async function sendStoredFile(res: Response, files: FileStore, key: string): Promise<void> {
  const stream = await files.open(key);
  try {
    await pipeline(stream, res);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw err;
  }
}
