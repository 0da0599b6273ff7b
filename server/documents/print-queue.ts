// The printer's fair queue: who prints next when every slot is busy. It knows nothing of browsers;
// PdfPrinter (./pdf-printer.ts) takes a turn here, prints on the browser pool, and gives it back.
//
// Fair between owners (the user a print is for; prints without one share one key), so one user's
// pile of big documents cannot hold up another user's one-page PDF:
// - a free slot goes to a waiting owner with nothing printing, the least recently served first;
//   within one owner, jobs run in order;
// - an owner gets a second slot (never more) only while no waiting owner is without one: spare
//   cores are used, and a newcomer still takes the next slot that frees;
// - at most `maxQueuePerOwner` jobs wait per owner (429 past that), and `maxQueue` in all (503), so
//   one owner alone can never fill the queue. Prints without an owner come from our own code
//   (tests, benchmarks, scripts), not from a user: they take turns as one owner, under the overall
//   limit only;
// - a job still waiting at its deadline is dropped unprinted.
import { AppError } from "../errors";

/** The owner of prints that name none. */
export const ANONYMOUS = "\u0000anonymous";

/** Most slots one owner holds at once, and only while no other owner waits without one. */
const MAX_SLOTS_PER_OWNER = 2;

export interface FairQueueOptions {
  /** Jobs running at once. */
  slots: number;
  /** Jobs waiting in all. */
  maxQueue: number;
  /** Jobs waiting per owner (not counted for ANONYMOUS). */
  maxQueuePerOwner: number;
  /** The error of a job whose deadline passes while it waits. */
  expired: () => AppError;
}

interface Waiter {
  start(): void;
  fail(err: AppError): void;
  timer: NodeJS.Timeout;
}

/** An owner's place in the queue; forgotten once nothing of theirs is printing or waiting. */
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

  constructor(private readonly options: FairQueueOptions) {}

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
        reject(
          new AppError(
            "rate_limited",
            `You have ${this.options.maxQueuePerOwner} PDF exports waiting already. Please wait for them to finish and try again.`,
          ),
        );
      } else if (this.queued > this.options.maxQueue) {
        this.drop(o, waiter);
        reject(new AppError("unavailable", "The PDF printer is busy. Please try again in a moment."));
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

  /** Fail every waiting job (the printer is closing). */
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
      if (o.waiting.length > 0 && o.running < MAX_SLOTS_PER_OWNER && (!best || o.served < best.served)) best = o;
    }
    return best;
  }
}
