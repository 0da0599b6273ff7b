// The folder store: a file written is read back whole and as a stream with the size and SHA-256
// it was answered with, under a new key each time; nothing half-written is ever under a key; a key
// that is not one of ours never reaches the file system; the sweep removes what no row holds once
// it is old enough.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { folderStore, sweepFiles, type FileStore } from ".";

let dir: string;
let store: FileStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "founderdocs-files-test-"));
  store = folderStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const keys = async () => {
  const out: string[] = [];
  for await (const f of store.list()) out.push(f.key);
  return out.sort();
};

test("put answers a new key, the size and the SHA-256; get and open read the same bytes; delete removes it", async () => {
  const bytes = Buffer.alloc(700 * 1024 + 3, 7);
  bytes.write("%PDF-1.7");
  const first = await store.put(bytes);
  const second = await store.put(bytes);
  expect(first.key).not.toBe(second.key);
  expect(first).toMatchObject({ size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
  expect(Buffer.compare(await store.get(first.key), bytes)).toBe(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(first.key)) chunks.push(chunk as Buffer);
  expect(Buffer.compare(Buffer.concat(chunks), bytes)).toBe(0);
  // Written to a temporary name, then renamed: nothing is left beside the two files.
  expect(await keys()).toEqual([first.key, second.key].sort());
  expect(await readdir(path.join(dir, "tmp"))).toEqual([]);

  await store.delete([first.key, first.key]);
  await expect(store.get(first.key)).rejects.toMatchObject({ code: "ENOENT" });
  await expect(store.open(first.key)).rejects.toMatchObject({ code: "ENOENT" });
  expect(await keys()).toEqual([second.key]);
});

test("a key that is not one of ours never reaches the file system", async () => {
  await writeFile(path.join(dir, "secret"), "x");
  for (const key of ["../secret", "secret", "/etc/passwd", "tmp/../../secret", `${"a".repeat(36)}`]) {
    await expect(store.get(key)).rejects.toThrow(/not a file key/);
    await expect(store.open(key)).rejects.toThrow(/not a file key/);
    await expect(store.delete([key])).rejects.toThrow(/not a file key/);
  }
});

test("the sweep removes files no row holds that are older than the grace, and a crashed write's temporary file", async () => {
  const held = await store.put(Buffer.from("held"));
  const orphan = await store.put(Buffer.from("orphan"));
  const young = await store.put(Buffer.from("young"));
  const temp = path.join(dir, "tmp", `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.part`);
  await writeFile(temp, "half");
  const old = new Date(Date.now() - 2 * 86_400_000);
  for (const file of [held.key, orphan.key].map((k) => path.join(dir, k.slice(0, 2), k)).concat(temp)) await utimes(file, old, old);
  const removed = await sweepFiles(store, async (asked) => new Set(asked.filter((k) => k === held.key)), { graceMs: 86_400_000 });
  expect(removed).toBe(2);
  expect(await keys()).toEqual([held.key, young.key].sort());
});
