// An in-memory cache of rows read from the database, kept exact by the change feed (./changes.ts).
//
// Each entry carries the tags of the rows it was built from (a session and its user, say); a
// change to any of them removes it. The feed must be live for an entry to be served, and a reset
// (the feed went down, or came back) empties the cache.
//
// A read that was in flight while one of its rows changed may carry the old value: such a value
// is answered to its own request but never stored. Every change gets a sequence number, each
// load remembers the number it started at, and a load whose tags changed after that start is
// dropped. Only changes newer than the oldest load still in flight need remembering; past
// `maxRemembered` of them the oldest are forgotten and a load that started before them is
// dropped whatever its tags (a miss, never a stale hit).
import type { ChangeFeed } from "./changes";

export interface ReadCacheOptions {
  /** Entries kept at most; past it the oldest are dropped. */
  maxEntries: number;
  /** An entry older than this is not served (a backstop: the feed removes changed ones at once). */
  ttlMs: number;
  maxRemembered?: number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  at: number;
}

interface InFlight<V> {
  ticket: number;
  value: Promise<V | undefined>;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Misses that joined a read of the same key already in flight. */
  shared: number;
  /** Loads answered but not stored because their rows changed meanwhile (or the feed was down). */
  discarded: number;
  entries: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Sequence number of the latest change heard. */
  private seq = 0;
  /** Tag -> sequence number of its latest change, for changes newer than `floor`. */
  private readonly recent = new Map<string, number>();
  /** Changes at or below this number are forgotten: loads started before it are not stored. */
  private floor = 0;
  private loading = 0;
  /** The read in flight per key, with the change number it started at. */
  private readonly inFlight = new Map<string, InFlight<V>>();
  private readonly stats = { hits: 0, misses: 0, shared: 0, discarded: 0 };
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: ReadCacheOptions,
  ) {
    this.unsubscribe = feed.subscribe({
      change: (tag) => this.changed(tag),
      reset: () => this.clear(),
    });
  }

  /** The cached value, or undefined (not cached, too old, or the feed is not live). */
  get(key: string): V | undefined {
    const entry = this.feed.live ? this.entries.get(key) : undefined;
    if (entry && Date.now() - entry.at <= this.options.ttlMs) {
      this.stats.hits++;
      return entry.value;
    }
    if (entry) this.remove(key);
    this.stats.misses++;
    return undefined;
  }

  /**
   * Reads through the cache: the cached value, or `load()`'s, stored under the tags `tagsOf`
   * gives it unless one of them changed while it was being read. `undefined` is never stored.
   */
  async read(
    key: string,
    load: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
  ): Promise<V | undefined> {
    const cached = this.get(key);
    return cached !== undefined ? cached : this.load(key, load, tagsOf);
  }

  /**
   * `read()` after a miss of `get()`: reads from the database and stores what may be stored.
   * Requests that miss the same key while a read of it is in flight share that read, as long as
   * nothing at all changed since it started (so none of them can get a value older than a change
   * it could know of).
   */
  load(
    key: string,
    load: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
  ): Promise<V | undefined> {
    const shared = this.inFlight.get(key);
    if (shared && shared.ticket === this.seq) {
      this.stats.shared++;
      return shared.value;
    }
    const ticket = this.begin();
    const flight: InFlight<V> = { ticket, value: Promise.resolve(undefined) };
    flight.value = (async () => {
      let loaded: V | undefined;
      try {
        loaded = await load();
      } finally {
        this.loading--;
        if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      }
      if (loaded !== undefined) this.store(key, loaded, tagsOf(loaded), ticket);
      this.forgetIfIdle();
      return loaded;
    })();
    this.inFlight.set(key, flight);
    return flight.value;
  }

  /** Forget the entries built from rows with this tag. */
  changed(tag: string) {
    this.seq++;
    if (this.loading > 0) {
      this.recent.delete(tag);
      this.recent.set(tag, this.seq);
      if (this.recent.size > (this.options.maxRemembered ?? 10_000)) this.forgetOldest();
    }
    const keys = this.keysByTag.get(tag);
    if (keys) for (const key of [...keys]) this.remove(key);
  }

  clear() {
    this.entries.clear();
    this.keysByTag.clear();
    this.recent.clear();
    this.floor = ++this.seq;
  }

  snapshot(): ReadCacheStats {
    return { ...this.stats, entries: this.entries.size };
  }

  close() {
    this.unsubscribe();
    this.clear();
  }

  private begin(): number {
    this.loading++;
    return this.seq;
  }

  private store(key: string, value: V, tags: readonly string[], ticket: number) {
    const stale =
      !this.feed.live ||
      ticket < this.floor ||
      tags.some((tag) => (this.recent.get(tag) ?? 0) > ticket);
    if (stale) {
      this.stats.discarded++;
      return;
    }
    this.remove(key);
    this.entries.set(key, { value, tags, at: Date.now() });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.options.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** With no load in flight, no change needs remembering. */
  private forgetIfIdle() {
    if (this.loading === 0 && this.recent.size > 0) {
      this.recent.clear();
      this.floor = this.seq;
    }
  }

  private forgetOldest() {
    let drop = this.recent.size >> 1;
    for (const [tag, seq] of this.recent) {
      if (drop-- <= 0) break;
      this.recent.delete(tag);
      this.floor = Math.max(this.floor, seq);
    }
  }
}
