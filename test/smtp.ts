// A real SMTP server for tests (smtp-server), with every message parsed by mailparser. It asks
// for a login (as a provider does), can answer the next messages with an error (to test retries
// and failures), and can hold messages before accepting them (to have mail in flight).
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Decides the answer to each message (its recipients): undefined accepts, else that SMTP error. */
  refuse: ((to: string[]) => { code: number; message: string } | undefined) | undefined;
  /** Messages wait before their answer until the returned function is called. */
  hold(): () => void;
  /** Messages that reached DATA and wait on hold. */
  waiting(): number;
  /** Answers once `n` messages in all have been accepted (fails after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Answers once `predicate` holds for what was received or refused (fails after `timeoutMs`). */
  until(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  /** The messages to `address` received so far, oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the `n`th message (1-based) to `address` and answers it. */
  nthTo(address: string, n: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** How many messages were refused. */
  refused: number;
  close(): Promise<void>;
}

export const SMTP_USER = "founderdocs";
export const SMTP_PASS = "s3cret-test-pass";

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of listeners) l();
  };
  let gate: Promise<void> | undefined;
  let waitingCount = 0;

  const state: Pick<TestSmtpServer, "received" | "refuse" | "refused"> = {
    received: [],
    refuse: undefined,
    refused: 0,
  };

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    size: 30 * 1024 * 1024,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (gate) {
          waitingCount++;
          changed();
          await gate;
          waitingCount--;
        }
        const refusal = state.refuse?.(to);
        if (refusal) {
          state.refused++;
          changed();
          return callback(
            Object.assign(new Error(refusal.message), { responseCode: refusal.code }),
          );
        }
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw, { keepCidLinks: true });
        state.received.push({ envelopeTo: to, parsed, raw });
        changed();
        callback(null, `Message queued as test-${state.received.length}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const until = (predicate: () => boolean, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      if (predicate()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(
            `the SMTP server did not see that within ${timeoutMs} ms (received ${state.received.length}, refused ${state.refused})`,
          ),
        );
      }, timeoutMs);
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
    });

  return Object.assign(state, {
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    hold() {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
    waiting: () => waitingCount,
    until,
    to: (address: string) => state.received.filter((m) => m.envelopeTo.includes(address)),
    async nthTo(address: string, n: number, timeoutMs?: number) {
      const to = () => state.received.filter((m) => m.envelopeTo.includes(address));
      await until(() => to().length >= n, timeoutMs);
      return to()[n - 1]!;
    },
    async waitFor(n: number, timeoutMs = 30_000) {
      await until(() => state.received.length >= n, timeoutMs);
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as TestSmtpServer;
}
