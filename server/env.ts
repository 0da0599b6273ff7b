// Load .env (if present) into process.env before the config is read. Real environment wins.
import fs from "node:fs";

export function loadDotEnv(file = ".env") {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    // KEY = value, both trimmed (split by hand: the one-regex form backtracked on whitespace).
    const eq = line.indexOf("=");
    const key = line.slice(0, Math.max(eq, 0)).trim();
    if (eq < 0 || !/^[A-Z0-9_]+$/.test(key) || line.trimStart().startsWith("#")) continue;
    const value = line.slice(eq + 1).trim().replace(/^(['"])(.*)\1$/, "$2");
    if (process.env[key] === undefined) process.env[key] = value;
  }
}
