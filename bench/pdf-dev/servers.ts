// The servers bench/pdf-dev.ts compares: each variant started as its own process tree, as a
// command of package.json starts it, and what /proc says about its CPU time.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { loadConfig } from "../../server/config";
import { BENCH_ENV, descendants, RESULTS_DIR, ROOT } from "../lib";

export const PROFILE = process.env.BENCH_PDF_DEV_PROFILE === "1";
export const PROFILE_DIR = path.join(RESULTS_DIR, "pdf-dev-profiles");
/** One secret for the setup app and every server, so the setup's session is valid in all. */
export const SESSION_SECRET = "pdf-dev-bench-session-secret-of-more-than-32-characters";

// ── the servers ────────────────────────────────────────────────────────────────────────────

export interface Variant {
  name: string;
  what: string;
  /** The package.json script whose command and environment the server starts with. */
  script: "dev" | "start";
  /** Set on top of the script's environment. */
  env?: Record<string, string>;
  /** NODE_OPTIONS of the server (and of tsx's own process, which passes it on). */
  nodeOptions?: string;
  /** Drop the script's own Node flags (`npm start`'s --enable-source-maps and semi-space). */
  noFlags?: boolean;
}

export const VARIANTS: Variant[] = [
  {
    name: "dev",
    what: "`npm run dev` as it is (tsx, NODE_ENV=development, Vite middleware, info log)",
    script: "dev",
  },
  {
    name: "start",
    what: "`npm start` as it is (the production build, NODE_ENV=production, its two Node flags)",
    script: "start",
  },
  {
    name: "dev+semi",
    what: "`npm run dev` with NODE_OPTIONS=--max-semi-space-size=64 (`npm start`'s young generation)",
    script: "dev",
    nodeOptions: "--max-semi-space-size=64",
  },
  {
    name: "dev-vite",
    what: "`npm run dev` without Vite: NODE_ENV=test, LOG_LEVEL=info (the built client is served instead)",
    script: "dev",
    env: { NODE_ENV: "test", LOG_LEVEL: "info" },
  },
  {
    name: "dev-log",
    what: "`npm run dev` with LOG_LEVEL=silent (no request log)",
    script: "dev",
    env: { LOG_LEVEL: "silent" },
  },
  {
    name: "dev-prod",
    what: "`npm run dev`'s tsx on the source with NODE_ENV=production (production's code paths, no bundle, no flags)",
    script: "dev",
    env: { NODE_ENV: "production" },
  },
  {
    name: "start-flags",
    what: "`npm start` without its two Node flags",
    script: "start",
    noFlags: true,
  },
];

/** A package.json script as environment assignments and an argv for spawn (`node`/tsx by path). */
export function scriptCommand(script: "dev" | "start"): {
  env: Record<string, string>;
  argv: string[];
} {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts[script]!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [key, ...value] = words.shift()!.split("=");
    env[key!] = value.join("=");
  }
  const [bin, ...args] = words;
  if (bin === "node") return { env, argv: [process.execPath, ...args] };
  // A binary of node_modules/.bin (tsx): the same Node runs its script, as npm's PATH would.
  return {
    env,
    argv: [
      process.execPath,
      fs.realpathSync(path.join(ROOT, "node_modules", ".bin", bin!)),
      ...args,
    ],
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Server {
  variant: Variant;
  child: ChildProcess;
  url: string;
  cookie: string;
  dir: string;
  /** The process running the app (tsx's child under tsx, else the spawned one). */
  pid: number;
  /** pino-http's responseTime per request id, from the server's log. */
  responseTimes: Map<string, number>;
  stderr: string[];
  boot: { seconds: number; cpuMs: number };
}

export const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
};

/**
 * Time on a CPU and time waiting for one (runnable, in the run queue), in ms, summed over every
 * thread of the given processes (/proc/<pid>/task/<tid>/schedstat, nanoseconds): V8's GC helper
 * threads and Chromium's many processes included. A thread that ended between two readings drops
 * out of the second, so a difference can miss its last moments.
 */
export function schedTimes(pids: number[]): { run: number; wait: number; main: number } {
  let run = 0;
  let wait = 0;
  /** Time on a CPU of the processes' main threads only (for Node: JavaScript and GC pauses). */
  let main = 0;
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // Gone meanwhile.
    }
    for (const tid of tasks) {
      try {
        const [r, w] = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ");
        run += Number(r) / 1e6;
        wait += Number(w) / 1e6;
        if (tid === String(pid)) main += Number(r) / 1e6;
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return { run, wait, main };
}

export const tree = (pid: number) => [pid, ...descendants(pid).map((d) => d.pid)];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(
  variant: Variant,
  template: string,
  setupCookie: string,
): Promise<Server> {
  const { env: scriptEnv, argv } = scriptCommand(variant.script);
  const command = variant.noFlags ? argv.filter((a, i) => i === 0 || !a.startsWith("--")) : argv;
  // --cpu-prof is refused in NODE_OPTIONS: it goes on the command line, after node (or after tsx's
  // script, which hands Node flags to the process that runs the app).
  if (PROFILE) {
    const at = command[1]?.includes("tsx/dist/cli") ? 2 : 1;
    command.splice(at, 0, "--cpu-prof", `--cpu-prof-dir=${path.join(PROFILE_DIR, variant.name)}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `founderdocs-pdf-dev-${variant.name}-`));
  fs.cpSync(template, dir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL", "NODE_OPTIONS", "LOG_LEVEL", "NODE_ENV"])
    delete env[key];
  const { LOG_LEVEL: _silent, ...limits } = BENCH_ENV;
  Object.assign(env, scriptEnv, limits, variant.env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: dir,
    SESSION_SECRET,
  });
  if (env.NODE_ENV === "production") {
    // Production refuses to start without OpenID Connect (discovered on first sign-in, which never
    // comes: the session was made through the setup app's dev form) and without APP_URL.
    Object.assign(env, {
      AUDIT_KEY: "pdf-dev-bench-audit-key-of-more-than-32-characters",
      APP_URL: `http://127.0.0.1:${port}`,
      OIDC_ISSUER_URL: "http://127.0.0.1:9/never-used",
      OIDC_CLIENT_ID: "bench",
      OIDC_CLIENT_SECRET: "bench",
    });
  }
  if (variant.nodeOptions) env.NODE_OPTIONS = variant.nodeOptions;
  // The session cookie under this server's name for it (production's is __Host- prefixed).
  const cookieName = loadConfig({ ...env, NODE_ENV: env.NODE_ENV as "development" }).session
    .cookieName;
  const cookie = `${cookieName}=${setupCookie.slice(setupCookie.indexOf("=") + 1)}`;

  const spawnedAt = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const responseTimes = new Map<string, number>();
  const stderr: string[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    try {
      const entry = JSON.parse(line) as { req?: { id?: string }; responseTime?: number };
      if (entry.req?.id && typeof entry.responseTime === "number")
        responseTimes.set(entry.req.id, entry.responseTime);
    } catch {
      // Not a log line of ours.
    }
  });
  createInterface({ input: child.stderr! }).on("line", (line) => {
    stderr.push(line);
    if (stderr.length > 40) stderr.shift();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`${variant.name} exited (${code}):\n${stderr.join("\n")}`)),
    ),
  );
  exited.catch(() => {});

  // Up, with its printer's browser started (the server warms it at boot), within 5 minutes.
  let gone = false;
  child.once("exit", () => (gone = true));
  const ready = (async () => {
    const deadline = performance.now() + 300_000;
    while (!gone) {
      if (performance.now() > deadline)
        throw new Error(`${variant.name}: not ready after 5 minutes`);
      const res = await fetch(`${url}/api/health`).catch(() => undefined);
      if (res?.ok) {
        const health = (await res.json()) as { printer?: { state?: string } };
        if (health.printer?.state === "ready") return;
        if (health.printer?.state === "unavailable")
          throw new Error(`${variant.name}: printer unavailable`);
      }
      await sleep(200);
    }
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (err) {
    gone = true;
    // SIGTERM: under tsx it is handed on to the app, which closes its browser on the way out.
    child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // The process running the app: under tsx, tsx's child running server/index.ts.
  const pid =
    [child.pid!, ...descendants(child.pid!).map((d) => d.pid)].find(
      (p) => /server\/index\.(?:ts|js)/.test(cmdline(p)) && !cmdline(p).includes("tsx/dist/cli"),
    ) ?? child.pid!;
  return {
    variant,
    child,
    url,
    cookie,
    dir,
    pid,
    responseTimes,
    stderr,
    boot: { seconds: (performance.now() - spawnedAt) / 1000, cpuMs: 0 },
  };
}

/**
 * Waits until every server's whole process tree (Node, tsx, Chromium) uses under 5% of a core,
 * twice in a row over `windowMs` (at most `maxMs`): boot work such as Vite's start or the
 * precompression of the built assets, or what a server still does after its last answer, must not
 * land on the next exports. Answers the seconds waited and each server's tree CPU so far (ms).
 */
export async function quiet(servers: Server[], { windowMs = 1000, maxMs = 60_000 } = {}) {
  const started = performance.now();
  let calm = 0;
  let last = servers.map((s) => schedTimes(tree(s.child.pid!)).run);
  while (calm < 2 && performance.now() - started < maxMs) {
    await sleep(windowMs);
    const now = servers.map((s) => schedTimes(tree(s.child.pid!)).run);
    const busiest = Math.max(...now.map((c, i) => c - last[i]!));
    calm = busiest < windowMs * 0.05 ? calm + 1 : 0;
    last = now;
  }
  return { seconds: (performance.now() - started) / 1000, cpu: last };
}

export async function stopServer(s: Server) {
  const exited = new Promise<void>((resolve) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) resolve();
    else s.child.once("exit", () => resolve());
  });
  // Under tsx, the signal is handed on to the app (which closes its browser); a server stuck for
  // 30 s is killed, the app's own process too.
  s.child.kill("SIGTERM");
  const timer = setTimeout(() => {
    try {
      if (s.pid !== s.child.pid) process.kill(s.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    s.child.kill("SIGKILL");
  }, 30_000);
  await exited;
  clearTimeout(timer);
  fs.rmSync(s.dir, { recursive: true, force: true });
}
