// The sealing key: SIGNING_P12 as a file path or as base64 (with SIGNING_P12_PASSWORD)
// seals with that certificate; unset, a self-signed one is made once and kept in the database, so
// every instance (every call) seals with the same key. pdfsig names the certificate that sealed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signingKeys } from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import type { Database } from "../db";
import { migrate } from "../migrate";
import { loadSealKey, makeSelfSignedP12, sealPdf, type SealKey } from "./seal";

let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  dir = mkdtempSync(join(tmpdir(), "seal-key-"));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText("Sealed", { x: 20, y: 100, size: 18 });
  return Buffer.from(await doc.save());
}

/** The common name pdfsig reports for the sealing certificate, and whether the one PAdES seal is valid over the whole file. */
async function sealedBy(key: SealKey): Promise<{ commonName: string; valid: boolean }> {
  const page = await onePagePdf();
  const sealed = await sealPdf({ frozen: page, appendix: page, key, requestId: "key-test" });
  const report = runPdfTool("pdfsig", [pdfFile(sealed)]);
  return {
    commonName: /Signer Certificate Common Name: (.*)/.exec(report)?.[1]?.trim() ?? "",
    valid:
      report.includes("Signature Validation: Signature is Valid.") &&
      report.includes("Signature Type: adbe.pkcs7.detached") &&
      report.includes("Total document signed") &&
      !report.includes("Signature #2"),
  };
}

describe("the sealing key", () => {
  test("SIGNING_P12 as a path or as base64, with its password, is the certificate that seals", async (ctx) => {
    const made = makeSelfSignedP12("Acme Trusted Seal");
    const path = join(dir, "seal.p12");
    writeFileSync(path, made.p12);
    const fromPath = await loadSealKey(database.db, { p12: path, password: made.password });
    const fromBase64 = await loadSealKey(database.db, { p12: made.p12.toString("base64"), password: made.password });
    expect(Buffer.compare(fromPath.p12, made.p12)).toBe(0);
    expect(Buffer.compare(fromBase64.p12, made.p12)).toBe(0);
    expect(fromPath.password).toBe(made.password);
    // A configured certificate is not stored.
    expect(await database.db.select().from(signingKeys)).toEqual([]);
    if (!pdfToolsAvailable("pdfsig's report of the configured certificate")) return ctx.skip();
    expect(await sealedBy(fromPath)).toEqual({ commonName: "Acme Trusted Seal", valid: true });
    expect(await sealedBy(fromBase64)).toEqual({ commonName: "Acme Trusted Seal", valid: true });
  });

  test("unset: a self-signed certificate is made once and kept in the database; every call seals with it", async (ctx) => {
    const [first, second] = await Promise.all([loadSealKey(database.db, {}), loadSealKey(database.db, {})]);
    const third = await loadSealKey(database.db, { p12: "", password: "" });
    expect(Buffer.compare(first.p12, second.p12)).toBe(0);
    expect(Buffer.compare(first.p12, third.p12)).toBe(0);
    const stored = await database.db.select().from(signingKeys);
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(stored[0]!.p12, first.p12)).toBe(0);
    if (!pdfToolsAvailable("pdfsig's report of the stored certificate")) return ctx.skip();
    expect(await sealedBy(first)).toEqual({ commonName: "FounderDocs document seal", valid: true });
  });
});
