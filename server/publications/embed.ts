// The embed script a founder's page loads (/embed/v1.js): a static file of ours, its bytes read
// once and their sha384 computed for the snippets' Subresource Integrity, as the consent banner's
// vendored library is (doc-types/cookie-policy/banner.ts). It sits at ./embed/v1.js beside this
// module in the sources and beside the server's bundle in dist (the build copies it there).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface EmbedScript {
  /** The app's path of the script. */
  path: string;
  integrity: string;
  bytes: Buffer;
}

let script: EmbedScript | undefined;

export const EMBED_PATH = "/embed/v1.js";

/** The script's bytes and their SRI hash, read once. */
export function embedScript(): EmbedScript {
  if (script) return script;
  const bytes = readFileSync(fileURLToPath(new URL("./embed/v1.js", import.meta.url)));
  script = { path: EMBED_PATH, bytes, integrity: `sha384-${createHash("sha384").update(bytes).digest("base64")}` };
  return script;
}
