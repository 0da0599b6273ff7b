// The change feed: what the database tells us changed, so that in-memory read caches
// (./read-cache.ts) never serve a row that was changed or deleted.
//
// Triggers (migration 0002_change_notifications) send a NOTIFY on the channel below for every row
// written in the cached tables, whoever writes it: this instance, another instance, or someone
// with psql. The payload is a tag naming what changed (see `changeTag`). PostgreSQL delivers
// notifications after the commit, in commit order; we listen on a connection of our own and
// reconnect when it drops. While that connection is down the feed is not `live` and caches serve
// nothing (a change could go unheard); when it comes back they start empty.
//
// A notification arrives a moment after the commit. So that a request of this instance reads its
// own writes at once, the code that writes calls `wrote()` after its commit; the notification that
// follows is then harmless. On PGlite the notification is delivered inside the writing query
// itself, before it answers, so `wrote()` only repeats it.
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const CHANGES_CHANNEL = "founderdocs_changes";

/** The tags the triggers send; keep in step with migrations/0002_change_notifications.sql. */
export const changeTag = {
  /** A session row (`s:<sid>`). */
  session: (sid: string) => `s:${sid}`,
  /** A user row (`u:<user id>`). */
  user: (userId: string) => `u:${userId}`,
  /** Any document of a user (`d:<user id>`). */
  documents: (userId: string) => `d:${userId}`,
  /** The analytics providers (`a:`). */
  analytics: "a:",
  /** A table was truncated: everything may have changed. */
  everything: "*",
} as const;

export interface ChangeListener {
  /** Rows named by this tag changed. */
  change(tag: string): void;
  /** Changes may have gone unheard (the feed was down, or a table was truncated): forget everything. */
  reset(): void;
}

export interface ChangeFeed {
  /** True while every committed change is heard: a cache may serve entries only then. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /** This instance committed a change: tell the local listeners now. */
  wrote(...tags: string[]): void;
  close(): Promise<void>;
}

/** Listener bookkeeping shared by both databases. */
class Feed {
  live = false;
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  wrote(...tags: string[]) {
    for (const tag of tags) this.emit(tag);
  }

  emit(tag: string) {
    if (tag === changeTag.everything) return this.reset();
    for (const l of this.listeners) l.change(tag);
  }

  reset() {
    for (const l of this.listeners) l.reset();
  }
}

/** PGlite: one process owns the database, and notifications come with the query that caused them. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = new Feed();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => feed.emit(payload));
  feed.live = true;
  return {
    get live() {
      return feed.live;
    },
    subscribe: (l) => feed.subscribe(l),
    wrote: (...tags) => feed.wrote(...tags),
    close: async () => {
      feed.live = false;
      await unlisten().catch(() => {});
    },
  };
}

export interface PostgresFeedOptions {
  /** How often the listening connection proves it still hears notifications. */
  heartbeatMs?: number;
  /** How long a heartbeat may take before the connection is given up and replaced. */
  heartbeatTimeoutMs?: number;
}

const HEARTBEAT = "heartbeat:";

/**
 * PostgreSQL: a dedicated connection LISTENs (outside the pool: a pooled connection is shared).
 * A heartbeat notification sent to ourselves every few seconds proves the path still works; a
 * connection that errors, ends or misses a heartbeat is dropped, the feed goes not-live (caches
 * forget everything) and a new connection is made, with backoff, until it listens again.
 */
export async function postgresChangeFeed(
  url: string,
  { heartbeatMs = 5_000, heartbeatTimeoutMs = 3_000 }: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const feed = new Feed();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let beat = 0;
  /** Heartbeats sent and not yet heard back: the timer that gives up, and who waits. */
  const pending = new Map<string, { timer: NodeJS.Timeout; heard: () => void }>();
  const instance = randomUUID().slice(0, 8);

  let ending: Promise<void> = Promise.resolve();
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    clearInterval(heartbeat);
    for (const p of pending.values()) clearTimeout(p.timer);
    pending.clear();
    if (feed.live) {
      feed.live = false;
      feed.reset();
    }
    ending = c.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = Math.min(100 * 2 ** attempt++, 5_000);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: "founderdocs-changes",
    });
    c.on("error", () => drop(c));
    c.on("end", () => drop(c));
    c.on("notification", (n) => {
      if (n.channel !== CHANGES_CHANNEL || !n.payload) return;
      if (n.payload.startsWith(HEARTBEAT)) {
        // Ours proves the connection works; other instances' are none of our business.
        const waiting = pending.get(n.payload);
        if (!waiting) return;
        clearTimeout(waiting.timer);
        pending.delete(n.payload);
        waiting.heard();
        return;
      }
      feed.emit(n.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Live only once a notification has made the round trip: a connection that can LISTEN but
      // never hears (a transaction-mode pooler) never lets a cache serve anything.
      await heartbeatOf(c);
    } catch {
      drop(c);
      return;
    }
    if (client !== c || closed) return;
    attempt = 0;
    // Whatever was cached before (nothing: the feed was not live) is forgotten; from now on
    // every change is heard.
    feed.reset();
    feed.live = true;
    heartbeat = setInterval(() => void heartbeatOf(c).catch(() => drop(c)), heartbeatMs);
    heartbeat.unref();
  };

  /** Sends a notification to ourselves; resolves when it comes back, rejects if it doesn't. */
  const heartbeatOf = (c: pg.Client) =>
    new Promise<void>((resolve, reject) => {
      const payload = `${HEARTBEAT}${instance}:${++beat}`;
      const timer = setTimeout(() => {
        pending.delete(payload);
        reject(new Error("change feed heartbeat not heard"));
      }, heartbeatTimeoutMs);
      timer.unref();
      pending.set(payload, { timer, heard: resolve });
      c.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, payload]).catch(reject);
    });

  await connect();

  return {
    get live() {
      return feed.live;
    },
    subscribe: (l) => feed.subscribe(l),
    wrote: (...tags) => feed.wrote(...tags),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      if (client) drop(client);
      await ending;
    },
  };
}
