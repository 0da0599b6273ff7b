// Poppler (pdfsig, pdffonts, pdftotext, pdfinfo, pdfdetach) and qpdf inspect the PDFs the app
// makes: sealed signatures, Factur-X. CI installs them (.ci/run); on a machine without them
// (`npm test` needs only Node) the checks that need them are skipped with a message, and in CI a
// missing tool is a failure, never a silent pass.
import { spawnSync } from "node:child_process";

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
