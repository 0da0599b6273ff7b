// The official e-invoice rules (../shared/einvoice-validation beside the repository, compiled for
// Node; its README says how to call them). CI has them; a clone without ../shared skips the tests
// that need them, saying so.
import fs from "node:fs";
import path from "node:path";

export const VALIDATION_DIR = path.resolve(import.meta.dirname, "../../shared/einvoice-validation");
export const HAS_VALIDATION = fs.existsSync(path.join(VALIDATION_DIR, "validate.mjs"));

export type Validate = (ruleset: string, xml: string) => Promise<{ fatal: { id: string; location: string; text: string }[] }>;

export const loadValidator = async (): Promise<Validate> =>
  ((await import(/* @vite-ignore */ path.join(VALIDATION_DIR, "validate.mjs"))) as { validate: Validate }).validate;
