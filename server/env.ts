// Load .env (if present) into process.env before the config is read. Real environment wins.
import fs from "node:fs";

export function loadDotEnv(file = ".env") {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith("#")) continue;
    const [, key, raw] = m;
    const value = raw!.replace(/^(['"])(.*)\1$/, "$2");
    if (process.env[key!] === undefined) process.env[key!] = value;
  }
}
