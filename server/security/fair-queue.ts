// The fair queue: who runs next when every slot is busy. One queue for every shared worker of the
// server: the PDF printer (server/documents/pdf-printer.ts: a turn, then a page of the browser pool),
// the image pool (server/images/pool.ts: a turn, then a worker thread) and the public verification's
// pool (keyed by the client's address). It knows nothing of what a slot runs.
//
// Fair between owners (whom a job is for: a user, or a client's address; jobs without one share
// one key), so one owner's pile of costly jobs cannot hold up another owner's small one:
// - a free slot goes to a waiting owner with nothing running, the least recently served first;
//   within one owner, jobs run in order;
// - an owner gets a second slot (never more than `maxSlotsPerOwner`) only while no waiting owner is
//   without one: spare cores are used, and a newcomer still takes the next slot that frees;
// - at most `maxQueuePerOwner` jobs wait per owner (429 past that), and `maxQueue` in all (503), so
//   one owner alone can never fill the queue. Jobs without an owner come from our own code (tests,
//   benchmarks, scripts, background jobs), not from a user: they take turns as one owner, under
//   the overall limit only;
// - a job still waiting at its deadline is dropped without running.
import type { AppError } from "../errors";

/** The owner of jobs that name none. */
export const ANONYMOUS = "\u0000anonymous";

export interface FairQueueOptions {
  /** Jobs running at once. */
  slots: number;
  /** Jobs waiting in all. */
  maxQueue: number;
  /** Jobs waiting per owner (not counted for ANONYMOUS). */
  maxQueuePerOwner: number;
  /** Most slots one owner holds at once, and more than one only while no other owner waits without one; default 2. */
  maxSlotsPerOwner?: number;
  /** The error of a job whose deadline passes while it waits. */
  expired: () => AppError;
  /** The error of a job refused because its owner has `maxQueuePerOwner` waiting already (a 429). */
  ownerFull: () => AppError;
  /** The error of a job refused because `maxQueue` jobs wait already (a 503). */
  full: () => AppError;
}

interface Waiter {
  start(): void;
  fail(err: AppError): void;
  timer: NodeJS.Timeout;
}

/** An owner's place in the queue; forgotten once nothing of theirs is running or waiting. */
export interface Owner {
  readonly key: string;
  running: number;
  waiting: Waiter[];
  /** When this owner last got a slot (a counter); 0 for never. */
  served: number;
}

export class FairQueue {
  active = 0;
  queued = 0;
  /** Jobs dropped because their deadline passed before they could start. */
  expired = 0;
  private turns = 0;
  private readonly owners = new Map<string, Owner>();
  private readonly maxSlotsPerOwner: number;

  constructor(private readonly options: FairQueueOptions) {
    this.maxSlotsPerOwner = options.maxSlotsPerOwner ?? 2;
  }

  /** Owners with a job running or waiting. */
  get ownerCount(): number {
    return this.owners.size;
  }

  /**
   * Resolves when the job holds a slot (give it back with `leave`); refuses it at once when its
   * owner's or the whole queue is full, and fails it when `deadline` passes first.
   */
  async enter(key: string, deadline: number): Promise<Owner> {
    let owner = this.owners.get(key);
    if (!owner) {
      owner = { key, running: 0, waiting: [], served: 0 };
      this.owners.set(key, owner);
    }
    const o = owner;
    let started = false;
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          started = true;
          resolve();
        },
        fail: reject,
        timer: setTimeout(() => {
          if (!this.drop(o, waiter)) return;
          this.expired++;
          reject(this.options.expired());
        }, deadline - Date.now()),
      };
      o.waiting.push(waiter);
      this.queued++;
      this.dispatch();
      if (started) return;
      if (key !== ANONYMOUS && o.waiting.length > this.options.maxQueuePerOwner) {
        this.drop(o, waiter);
        reject(this.options.ownerFull());
      } else if (this.queued > this.options.maxQueue) {
        this.drop(o, waiter);
        reject(this.options.full());
      }
    });
    return o;
  }

  /** A job that held a slot is done: the slot goes to the next in turn. */
  leave(owner: Owner): void {
    this.active--;
    owner.running--;
    this.forget(owner);
    this.dispatch();
  }

  /** Fail every waiting job (the queue's user is closing). */
  failAll(err: () => AppError): void {
    for (const owner of this.owners.values()) {
      for (const w of owner.waiting.splice(0)) {
        clearTimeout(w.timer);
        this.queued--;
        w.fail(err());
      }
      this.forget(owner);
    }
  }

  /** Take a waiting job out of the queue; false if it had left already (started or dropped). */
  private drop(owner: Owner, waiter: Waiter): boolean {
    const i = owner.waiting.indexOf(waiter);
    if (i < 0) return false;
    owner.waiting.splice(i, 1);
    clearTimeout(waiter.timer);
    this.queued--;
    this.forget(owner);
    return true;
  }

  private forget(owner: Owner) {
    if (owner.running === 0 && owner.waiting.length === 0 && this.owners.get(owner.key) === owner) {
      this.owners.delete(owner.key);
    }
  }

  /** Hand free slots to waiting jobs, taking turns between owners. */
  private dispatch() {
    while (this.active < this.options.slots) {
      const owner = this.nextOwner();
      if (!owner) return;
      const waiter = owner.waiting.shift()!;
      clearTimeout(waiter.timer);
      this.queued--;
      this.active++;
      owner.running++;
      owner.served = ++this.turns;
      waiter.start();
    }
  }

  /**
   * Whose job starts next: a waiting owner with nothing running, least recently served first; only
   * when there is none, a second slot for an owner that has one (least recently served first).
   */
  private nextOwner(): Owner | undefined {
    let best: Owner | undefined;
    for (const o of this.owners.values()) {
      if (o.waiting.length > 0 && o.running === 0 && (!best || o.served < best.served)) best = o;
    }
    if (best) return best;
    for (const o of this.owners.values()) {
      if (o.waiting.length > 0 && o.running < this.maxSlotsPerOwner && (!best || o.served < best.served)) best = o;
    }
    return best;
  }
}
