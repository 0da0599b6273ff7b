// Where a message goes when its job runs: SMTP through nodemailer (SMTP_URL), the development
// outbox (nothing leaves; /dev/outbox shows it), or nowhere (production without SMTP_URL).
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { MAIL_NOT_CONFIGURED } from "../../shared/mail";
import type { MailAddress, MailConfig } from "../config";

export interface OutgoingMail {
  messageId: string;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress | undefined;
  subject: string;
  html: string;
  text: string;
  attachments: {
    filename: string;
    contentType: string;
    contentId: string | null;
    content: Buffer;
  }[];
}

export interface Transport {
  mode: MailConfig["mode"];
  /** How the admin and the test message name it: "SMTP", "the development outbox"... */
  label: string;
  /** Answers the server's acceptance line; throws a TransportError when it is refused. */
  deliver(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** A delivery that failed; `permanent` when trying again cannot help (the recipient was refused). */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * 5xx answers about the message or its recipients are final (550 no such mailbox, 553 bad
 * address, 552 too large); 4xx, lost connections and timeouts may pass later. A 5xx to the login
 * (EAUTH, 535) is the server's configuration, which an operator may fix within the hour: retried.
 */
export function transportError(err: unknown): TransportError {
  const e = (err ?? {}) as NodemailerError;
  const permanent =
    typeof e.responseCode === "number" &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    e.code !== "EAUTH";
  const text = (e.response || e.message || String(err)).replace(/\s+/g, " ").trim().slice(0, 500);
  return new TransportError(text, permanent);
}

const devOutbox: Transport = {
  mode: "dev",
  label: "the development outbox",
  deliver: async () => ({ response: "kept in the development outbox (/dev/outbox)" }),
  close: () => {},
};

const notConfigured: Transport = {
  mode: "off",
  label: "nothing (not configured)",
  deliver: async () => {
    throw new TransportError(MAIL_NOT_CONFIGURED, false);
  },
  close: () => {},
};

export function createTransport(config: MailConfig, logger: Logger): Transport {
  if (config.mode !== "smtp") return config.mode === "dev" ? devOutbox : notConfigured;
  const smtp = nodemailer.createTransport({
    url: config.url,
    // A few connections kept open and reused, rather than one per message.
    pool: true,
    maxConnections: 3,
    // Fail a dead server quickly; the job retries with backoff.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Attachments are the bytes we pass, never a file path or URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const host = new URL(config.url).host;
  return {
    mode: "smtp",
    label: `SMTP (${host})`,
    async deliver(mail) {
      try {
        const info = (await smtp.sendMail({
          messageId: mail.messageId,
          from: mail.from,
          to: mail.to,
          cc: mail.cc,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.contentId ? { cid: a.contentId } : {}),
          })),
        })) as { response?: string; rejected?: unknown[] };
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.length > 0)
          logger.warn({ rejected: rejected.length }, "mail: some recipients were refused");
        return {
          response:
            `${info.response ?? "accepted"}${rejected.length ? ` (refused: ${rejected.join(", ")})` : ""}`.slice(
              0,
              1000,
            ),
        };
      } catch (err) {
        throw transportError(err);
      }
    },
    close: () => smtp.close(),
  };
}
