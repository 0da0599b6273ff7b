// Golden documents: for each type, scenario inputs (golden/<name>.json) and the Markdown the
// template renders from them (golden/<name>.md), committed beside the type, so that every change
// of a template's words shows as a diff a lawyer can review. Each Markdown file records the
// template version it was rendered with: a template that changes a golden's text must bump its
// `templateVersion` (existing documents are then offered the update), and `npm run golden:update`
// refuses to rewrite a golden whose text changed under the same version.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BusinessIdentity } from "./business";
import type { BaseContext, ServerDocType } from "./define";
import { DEFAULT_DOC_TYPES } from "./registry";
import { contextFromJson, renderVersion } from "./render";


/** Every golden is rendered as of this moment, so "Last updated" never moves. */
export const GOLDEN_DATE = "2026-12-01T09:00:00.000Z";

export interface GoldenScenario {
  /** What the scenario shows, for the reviewer. */
  description: string;
  /** The request body, as a form or API caller sends it (with its dates given). */
  input: unknown;
  /** The business profile the document is issued by, if any. */
  business?: BusinessIdentity;
  /** The type's context beyond the date (an invoice's number and issuer). */
  context?: Record<string, unknown>;
}

export interface Golden {
  type: ServerDocType;
  name: string;
  jsonPath: string;
  mdPath: string;
  scenario: GoldenScenario;
}

const here = fileURLToPath(new URL(".", import.meta.url));
const HEADER = /^<!-- golden: \S+ template version (\d+); scenario ([0-9a-f]{12});[^\n]*-->\n\n/;

/** A scenario's fingerprint: a golden whose scenario changed may be rewritten without a version bump. */
export const scenarioHash = (golden: Pick<Golden, "scenario">) =>
  createHash("sha256").update(JSON.stringify(golden.scenario)).digest("hex").slice(0, 12);

/**
 * The golden folder of each kind, found on disk: a type's scenarios are golden/<kind>--<name>.json
 * in its own folder (invoice, quote, receipt and credit note share theirs), so a new type needs no
 * line here.
 */
const foldersByKind = (): Map<string, string> => {
  const found = new Map<string, string>();
  for (const entry of readdirSync(here, { withFileTypes: true })) {
    const folder = join(here, entry.name, "golden");
    if (!entry.isDirectory() || !existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const kind = /^([a-z_]+)--.+\.json$/.exec(file)?.[1];
      if (kind && !found.has(kind)) found.set(kind, folder);
    }
  }
  return found;
};
let byKind: Map<string, string> | undefined;

/** A type's golden folder: where its scenarios are (none yet: undefined). */
export const goldenFolder = (type: ServerDocType): string | undefined => (byKind ??= foldersByKind()).get(type.definition.kind);

/** A type's scenarios: golden/<kind>--<name>.json (the kind, since invoice, quote and receipt share a folder). */
export function goldensOf(type: ServerDocType): Golden[] {
  const folder = goldenFolder(type);
  if (!folder) return [];
  const prefix = `${type.definition.kind}--`;
  return readdirSync(folder)
    .filter((f) => f.startsWith(prefix) && f.endsWith(".json"))
    .sort()
    .map((f) => {
      const jsonPath = join(folder, f);
      return {
        type,
        name: f.slice(prefix.length, -".json".length),
        jsonPath,
        mdPath: jsonPath.replace(/\.json$/, ".md"),
        scenario: JSON.parse(readFileSync(jsonPath, "utf8")) as GoldenScenario,
      };
    });
}

export const allGoldens = (types: readonly ServerDocType[] = DEFAULT_DOC_TYPES) => types.flatMap(goldensOf);

/** The Markdown a scenario renders today (validated by the type's schema, as the endpoint does). */
export function renderGolden({ type, scenario, jsonPath }: Golden): string {
  const parsed = type.definition.schema.safeParse(scenario.input);
  if (!parsed.success) throw new Error(`${jsonPath}: the input fails the schema: ${parsed.error.message}`);
  const input = parsed.data;
  const context = contextFromJson<BaseContext>({
    ...(scenario.context ?? {}),
    ...(scenario.business ? { business: scenario.business } : {}),
    generatedAt: GOLDEN_DATE,
  });
  return renderVersion(type, input, context).markdown;
}

export const goldenFile = (golden: Golden, markdown: string, version = golden.type.templateVersion) =>
  `<!-- golden: ${golden.type.definition.kind} template version ${version}; scenario ${scenarioHash(golden)}; ${golden.scenario.description.replace(/-->/g, "")} -->\n\n${markdown}`;

/** A stored golden: the template version and scenario it records and its Markdown, or undefined when missing. */
export function readGolden(golden: Golden): { version: number; scenario: string; markdown: string } | undefined {
  if (!existsSync(golden.mdPath)) return undefined;
  const file = readFileSync(golden.mdPath, "utf8");
  const m = HEADER.exec(file);
  if (!m) return { version: 0, scenario: "", markdown: file };
  return { version: Number(m[1]), scenario: m[2]!, markdown: file.slice(m[0].length) };
}

export type GoldenState =
  | { state: "current" }
  | { state: "missing" }
  /** The text changed and the version was bumped, or the scenario changed: rewrite it (npm run golden:update). */
  | { state: "stale" }
  /** The text changed under the same version: the template must bump its version first. */
  | { state: "unversioned-change" };

export function checkGolden(golden: Golden, rendered = renderGolden(golden)): GoldenState {
  const stored = readGolden(golden);
  if (!stored) return { state: "missing" };
  const sameScenario = stored.scenario === scenarioHash(golden);
  if (stored.markdown === rendered)
    return stored.version === golden.type.templateVersion && sameScenario ? { state: "current" } : { state: "stale" };
  // A changed scenario explains a changed text; otherwise only a version bump does.
  return stored.version >= golden.type.templateVersion && sameScenario ? { state: "unversioned-change" } : { state: "stale" };
}

/** Rewrites the goldens that are missing or stale; reports (and leaves) those changed without a version bump. */
export function updateGoldens(goldens: readonly Golden[]): { written: string[]; refused: string[] } {
  const written: string[] = [];
  const refused: string[] = [];
  for (const golden of goldens) {
    const rendered = renderGolden(golden);
    const { state } = checkGolden(golden, rendered);
    if (state === "current") continue;
    if (state === "unversioned-change") {
      refused.push(golden.mdPath);
      continue;
    }
    writeFileSync(golden.mdPath, goldenFile(golden, rendered));
    written.push(golden.mdPath);
  }
  return { written, refused };
}
