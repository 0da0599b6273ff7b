// Poppler (pdfsig, pdffonts, pdftotext, pdfinfo, pdfdetach) and qpdf inspect the PDFs the app
// makes: sealed signatures, Factur-X. CI installs them (.ci/run); on a machine without them
// (`npm test` needs only Node) the checks that need them are skipped with a message, and in CI a
// missing tool is a failure, never a silent pass.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PDF_TOOLS = ["pdfsig", "pdffonts", "pdftotext", "pdfinfo", "pdfdetach", "qpdf"] as const;

const missing = PDF_TOOLS.filter((tool) => spawnSync(tool, ["--version"], { stdio: "ignore" }).error !== undefined);

/**
 * True when every tool is installed. Otherwise: in CI it throws; elsewhere it warns, naming `what`
 * is skipped, and answers false.
 */
export function pdfToolsAvailable(what: string): boolean {
  if (missing.length === 0) return true;
  const message = `${missing.join(", ")} not found (Debian: apt-get install poppler-utils qpdf)`;
  if (process.env.CI) throw new Error(`${message}: .ci/run installs them`);
  console.warn(`[pdf tools] ${message}: ${what} is skipped`);
  return false;
}

/** A temporary file holding `pdf`, for the tools to read. */
export function pdfFile(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-tools-")), "file.pdf");
  writeFileSync(file, pdf);
  return file;
}

/** The tool's report on its arguments: its output, or, when it exits non-zero, stdout and stderr. */
export function runPdfTool(tool: (typeof PDF_TOOLS)[number], args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8" });
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? "") + String((err as { stderr?: string }).stderr ?? "");
  }
}

/** Each page's text, page by page (pdftotext), as many as pdfinfo counts. */
export function pdfPages(pdf: Buffer): string[] {
  const file = pdfFile(pdf);
  const count = Number(/Pages:\s+(\d+)/.exec(runPdfTool("pdfinfo", [file]))?.[1] ?? 0);
  return Array.from({ length: count }, (_, i) => runPdfTool("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), file, "-"]));
}
