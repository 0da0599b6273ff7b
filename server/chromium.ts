// Finding a Chromium: CHROMIUM_PATH, then the system's, then the one bundled by
// @sparticuz/chromium, so a fresh machine has a browser after `npm install` alone. The system's
// comes first although the bundled headless shell prints faster: the system's is the one its
// vendor patches (the bundled one is pinned, Chromium 147 for Node 20; BENCHMARKS.md has both).
// Debian's is slower by its build, not by these flags: traced, every stage of its renderer does the
// same work more slowly (text shaping most, on the system's HarfBuzz), and it is the full browser
// in headless mode where the shell is not; no flag here changed that (BENCHMARKS.md, "Debian's
// Chromium against the bundled headless shell").
import fs from "node:fs";

export type ChromiumSource = "CHROMIUM_PATH" | "system" | "bundled";

export interface ChromiumBinary {
  path: string;
  source: ChromiumSource;
}

const SYSTEM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** Flags for a headless Chromium that never talks to the network on its own. */
export function chromiumFlags(): string[] {
  const flags = [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-extensions",
    "--disable-default-apps",
    "--mute-audio",
    "--no-default-browser-check",
  ];
  // Chromium's sandbox can't start as root (containers, CI); it refuses without this flag.
  if (process.getuid?.() === 0) flags.push("--no-sandbox");
  return flags;
}

/**
 * Flags for the PDF printer's Chromium: on top of chromiumFlags(), a network layer that cannot open
 * a connection at all. The printer's request interception aborts every request, but Chromium
 * connects below that layer (speculative preconnects, `<link rel=prefetch>`), which would let a
 * hostile document probe internal hosts. Every name resolves to nothing (IP literals included, on
 * the builds we tested) and every connection must go through a proxy that does not exist, loopback
 * included (`<-loopback>` drops Chromium's implicit bypass); either one alone stopped them all.
 * Not for a browser that must reach the app (the end-to-end tests use chromiumFlags()).
 */
export function printerIsolationFlags(): string[] {
  return [
    ...chromiumFlags(),
    "--host-resolver-rules=MAP * ~NOTFOUND",
    // .invalid never resolves (RFC 6761), and the rule above answers it without a DNS query.
    "--proxy-server=http://printer-no-network.invalid:1",
    "--proxy-bypass-list=<-loopback>",
  ];
}

const executable = (p: string) => {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

let bundled: Promise<string | undefined> | undefined;

async function bundledChromium(): Promise<string | undefined> {
  bundled ??= (async () => {
    try {
      const mod = (await import("@sparticuz/chromium")) as unknown as {
        default: { executablePath(): Promise<string> };
      };
      const p = await mod.default.executablePath();
      return p && executable(p) ? p : undefined;
    } catch {
      return undefined;
    }
  })();
  return bundled;
}

export async function findChromium(configured?: string): Promise<ChromiumBinary | undefined> {
  if (configured) return executable(configured) ? { path: configured, source: "CHROMIUM_PATH" } : undefined;
  const system = SYSTEM_PATHS.find(executable);
  if (system) return { path: system, source: "system" };
  const p = await bundledChromium();
  return p ? { path: p, source: "bundled" } : undefined;
}

export const CHROMIUM_INSTALL_HINT =
  "No Chromium was found. Set CHROMIUM_PATH to a Chromium or Chrome binary, install one (Debian/Ubuntu: apt-get install chromium), or reinstall dependencies so @sparticuz/chromium provides one.";
