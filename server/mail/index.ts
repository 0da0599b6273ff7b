// Outgoing e-mail, as the rest of the server uses it. A feature that sends mail:
//   1. defines its kind (a template) with defineMailKind and lists it in ./kinds;
//   2. refuses early when mail is off: `mail.requireConfigured` on its route (503 "E-mail is not
//      configured on this server") when the message is what the user asked for; a notice sent on
//      the way (a decline, an expiry, a scheduled reminder) checks `mail.configured` instead, does
//      its work and skips the message (server/mail/unconfigured.test.ts);
//   3. calls `mail.enqueue(tx, { kind, data, to, replyTo, userId, brand, entity, attachments })`
//      inside the transaction of the change that causes the message;
//   4. reads how it went with `mail.deliveries(...)`, or reacts in its kind's onDelivery hook.
// Sending is a job (./send-job.ts), never inline. See docs/ARCHITECTURE.md "Mail and jobs".
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database, Db, Tx } from "../db";
import type { Jobs } from "../jobs/runner";
import { DEV_OUTBOX_PATH, devOutboxRouter } from "./dev-outbox";
import {
  assertMailConfigured,
  enqueueMail,
  getMailDeliveries,
  getMailDeliveriesFor,
  type MailRequest,
} from "./outbox";
import type { MailKinds } from "./define";
import type { Transport } from "./transport";

export { defineMailKind, type MailDeliveryEvent, type MailKind } from "./define";
export type { Attachment, MailRequest, Recipient } from "./outbox";
export { DEV_OUTBOX_PATH };

export interface Mail {
  /** smtp, dev (the development outbox) or off (production without SMTP_URL). */
  mode: Config["mail"]["mode"];
  /** Whether messages can leave this server (or, in development, reach the outbox). */
  configured: boolean;
  /** How the transport is named to admins: "SMTP (smtp.example.com:587)", "the development outbox". */
  transportLabel: string;
  /** Stores a message and its sending job in the caller's transaction. */
  enqueue<D>(tx: Tx, request: MailRequest<D>): Promise<{ id: string; messageId: string }>;
  /** The same in a transaction of its own (for a message no other write goes with). */
  send<D>(request: MailRequest<D>): Promise<{ id: string; messageId: string }>;
  /** 503 "E-mail is not configured on this server" on a mail-sending route, before any work. */
  requireConfigured: RequestHandler;
  deliveries(db: Db | Tx, ids: string[]): ReturnType<typeof getMailDeliveries>;
  deliveriesFor(
    db: Db | Tx,
    entity: { type: string; id: string },
  ): ReturnType<typeof getMailDeliveriesFor>;
  /** The development outbox's pages; undefined unless mode is "dev". */
  devOutbox: ReturnType<typeof devOutboxRouter> | undefined;
}

export function createMail({
  config,
  database,
  jobs,
  transport,
  kinds,
  logger,
}: {
  config: Config;
  database: Database;
  jobs: Pick<Jobs, "send">;
  transport: Transport;
  /** Every kind of message the app sends (server/mail/kinds): a kind not listed is refused. */
  kinds: MailKinds;
  logger: Logger;
}): Mail {
  if (config.mail.mode === "off") {
    logger.warn(
      'e-mail is not configured: set SMTP_URL and MAIL_FROM to send mail (until then every mail-sending endpoint answers 503 "E-mail is not configured on this server")',
    );
  }
  const enqueue: Mail["enqueue"] = (tx, request) => enqueueMail({ tx, config, jobs, files: database.files, kinds, request });
  return {
    mode: config.mail.mode,
    configured: config.mail.mode !== "off",
    transportLabel: transport.label,
    enqueue,
    send: (request) => database.db.transaction((tx) => enqueue(tx, request)),
    requireConfigured: (_req, _res, next) => {
      assertMailConfigured(config);
      next();
    },
    deliveries: (db, ids) => getMailDeliveries({ db, ids }),
    deliveriesFor: (db, entity) => getMailDeliveriesFor({ db, entity }),
    devOutbox:
      config.mail.mode === "dev" && !config.isProduction ? devOutboxRouter(database.db, database.files, config.mail.from) : undefined,
  };
}
