// Helpers for the fault suites: a PostgreSQL the test can stop and start again (PGlite spoken to
// over the Postgres wire protocol, or a real server behind a TCP relay), free ports, a child server.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** A server the test can take down (refusing and cutting every connection) and bring back. */
export interface StoppableDatabase {
  /** postgres:// URL for the app's DATABASE_URL. */
  url: string;
  kind: "pglite-wire" | "postgres-relay";
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Accepts connections on a fixed loopback port; stop() closes the port and every socket. */
class StoppableListener {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly onConnection: (socket: net.Socket) => void) {}

  async start() {
    if (this.server) return;
    const server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      socket.on("error", () => {});
      this.onConnection(socket);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// ── PGlite over the wire ──────────────────────────────────────────────────────────────────────
// PGlite is one session. Every connection's messages run through its protocol entry point one
// connection at a time: a connection holds the session from its first message until PGlite answers
// ReadyForQuery with status Idle, so a transaction is never interleaved with another connection.

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstring = (s: string) => Buffer.from(`${s}\0`, "utf8");

function startupReply(): Buffer {
  const auth = Buffer.alloc(4); // AuthenticationOk
  const params: [string, string][] = [
    ["server_version", "17.0"],
    ["server_encoding", "UTF8"],
    ["client_encoding", "UTF8"],
    ["DateStyle", "ISO, MDY"],
    ["integer_datetimes", "on"],
    ["standard_conforming_strings", "on"],
    ["TimeZone", "UTC"],
  ];
  const key = Buffer.alloc(8);
  key.writeInt32BE(process.pid, 0);
  randomBytes(4).copy(key, 4);
  return Buffer.concat([
    message("R", auth),
    ...params.map(([k, v]) => message("S", Buffer.concat([cstring(k), cstring(v)]))),
    message("K", key),
    message("Z", Buffer.from("I")),
  ]);
}

/** Status byte of the last ReadyForQuery in a reply, if the reply ends with one. */
function lastReadyStatus(reply: Uint8Array): string | undefined {
  let at = 0;
  let status: string | undefined;
  while (at + 5 <= reply.length) {
    const type = String.fromCharCode(reply[at]!);
    const len = Buffer.from(reply.buffer, reply.byteOffset + at + 1, 4).readInt32BE(0);
    if (type === "Z") status = String.fromCharCode(reply[at + 5]!);
    else status = undefined;
    at += 1 + len;
  }
  return status;
}

class SessionLock {
  private owner: object | undefined;
  private readonly queue: { who: object; go: () => void }[] = [];
  async acquire(who: object) {
    if (this.owner === who) return;
    if (!this.owner) {
      this.owner = who;
      return;
    }
    await new Promise<void>((go) => this.queue.push({ who, go }));
  }
  release(who: object) {
    if (this.owner !== who) {
      const i = this.queue.findIndex((q) => q.who === who);
      if (i >= 0) this.queue.splice(i, 1);
      return;
    }
    const next = this.queue.shift();
    this.owner = next?.who;
    next?.go();
  }
  holds(who: object) {
    return this.owner === who;
  }
}

export async function startPgliteWireServer(): Promise<StoppableDatabase> {
  const db = await PGlite.create();
  const lock = new SessionLock();

  const serve = (socket: net.Socket) => {
    const me = {};
    let started = false;
    let pending = Buffer.alloc(0);
    let chain = Promise.resolve();
    let closed = false;

    const finish = async () => {
      if (closed) return;
      closed = true;
      if (lock.holds(me)) {
        // A connection lost in the middle of a transaction: roll it back, as a server would.
        // Sync first: after an error in the extended protocol the backend skips to the next Sync.
        await db.execProtocolRaw(message("S", Buffer.alloc(0))).catch(() => undefined);
        await db.execProtocolRaw(message("Q", cstring("rollback"))).catch(() => undefined);
      }
      lock.release(me);
    };
    socket.on("close", () => {
      chain = chain.then(finish);
    });

    const handle = async (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (!started) {
        if (pending.length < 8) return;
        const len = pending.readInt32BE(0);
        if (pending.length < len) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(len);
        if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write("N");
        else if (code === CANCEL_REQUEST) {
          socket.end();
          return;
        } else {
          started = true;
          socket.write(startupReply());
        }
      }
      // Whole messages only; a Terminate ends the connection.
      const batch: Buffer[] = [];
      while (pending.length >= 5) {
        const len = pending.readInt32BE(1);
        if (pending.length < len + 1) break;
        const msg = pending.subarray(0, len + 1);
        pending = pending.subarray(len + 1);
        if (msg[0] === "X".charCodeAt(0)) {
          socket.end();
          break;
        }
        batch.push(msg);
      }
      if (batch.length === 0 || closed) return;
      await lock.acquire(me);
      if (closed || socket.destroyed) {
        lock.release(me);
        return;
      }
      const reply = await db.execProtocolRaw(Buffer.concat(batch));
      if (!socket.destroyed) socket.write(reply);
      const status = lastReadyStatus(reply);
      if (status === "I") lock.release(me);
    };

    socket.on("data", (chunk) => {
      chain = chain
        .then(() => handle(chunk))
        .catch(() => {
          socket.destroy();
        });
    });
  };

  const listener = new StoppableListener(serve);
  await listener.start();
  return {
    kind: "pglite-wire",
    url: `postgres://postgres@127.0.0.1:${listener.port}/postgres`,
    stop: () => listener.stop(),
    start: () => listener.start(),
    close: async () => {
      await listener.stop();
      await db.close();
    },
  };
}

// ── A real PostgreSQL behind a relay ──────────────────────────────────────────────────────────

export async function startPostgresRelay(adminUrl: string): Promise<StoppableDatabase> {
  const name = `fd_fault_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(adminUrl);
  const listener = new StoppableListener((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await listener.start();
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${listener.port}`;
  url.pathname = `/${name}`;
  return {
    kind: "postgres-relay",
    url: url.toString(),
    stop: () => listener.stop(),
    start: () => listener.start(),
    close: async () => {
      await listener.stop();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** PostgreSQL when TEST_DATABASE_URL is set (behind a relay), else PGlite over the wire. */
export function startStoppableDatabase(): Promise<StoppableDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? startPostgresRelay(adminUrl) : startPgliteWireServer();
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ── Chromium processes, read from /proc (Linux) ───────────────────────────────────────────────

interface ProcInfo {
  pid: number;
  ppid: number;
  cmd: string;
}

function processes(): ProcInfo[] {
  const out: ProcInfo[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ")".
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (rest[0] === "Z") continue; // a zombie has exited
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      out.push({ pid: Number(entry), ppid: Number(rest[1]), cmd });
    } catch {
      // Exited while we looked.
    }
  }
  return out;
}

const isChromium = (cmd: string) => /chrom(?:e|ium)/i.test(cmd.split(" ")[0] ?? "") && !cmd.includes("--type=");

/** Browser (main) Chromium processes descended from `root` (default: this process). */
export function chromiumBrowsers(root = process.pid): number[] {
  const all = processes();
  const children = new Map<number, ProcInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      if (isChromium(c.cmd)) found.push(c.pid);
      walk(c.pid);
    }
  };
  walk(root);
  return found;
}

/** Is this process still running (and not a zombie)? */
export function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 25, what = "condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
