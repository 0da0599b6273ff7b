// The job that sends one message of the outbox. Five tries over about an hour: after the first
// failure pg-boss waits 160 s × 2^n, each wait drawn between 1× and 2× (2:40-5:20, 5:20-10:40,
// 10:40-21:20, 21:20-42:40: 40 to 80 minutes in all), then the message is failed for good. A
// refusal that retrying cannot change (a 5xx about the recipient or the message) fails at once.
import type { MailAddress } from "../config";
import { defineJob, type JobDefinition } from "../jobs/define";
import { recordActivity } from "../services/activity";
import type { MailKinds } from "./define";
import { MAIL_JOB, claimMail, markMailRetrying, recordMailOutcome } from "./outbox";
import { transportError, TransportError, type Transport } from "./transport";

export interface MailRetryPolicy {
  /** Runs after the first (4: five tries). */
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

export const MAIL_RETRY: MailRetryPolicy = { limit: 4, delaySeconds: 160, backoff: true };

export function sendMailJob({
  transport,
  from,
  kinds,
  retry = MAIL_RETRY,
}: {
  transport: Transport;
  from: MailAddress;
  /** The kinds the app sends (server/mail/kinds): their delivery hooks. */
  kinds: MailKinds;
  retry?: MailRetryPolicy;
}): JobDefinition<{ mailId: string }> {
  return defineJob({
    ...MAIL_JOB,
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    retryBackoff: retry.backoff,
    // An SMTP exchange ends within its own timeouts (10 s to connect, 30 s idle); a run still
    // going after 5 minutes was cut off, and its message goes out again.
    expireInSeconds: 300,
    concurrency: 4,
    async run({ mailId }, ctx) {
      const claimed = await claimMail({ db: ctx.db, files: ctx.files, id: mailId, from });
      if (!claimed) return { skipped: "already sent or failed" };
      const { row, mail } = claimed;
      const kind = kinds.get(row.kind);
      let outcome: { sent: true; response: string } | { sent: false; error: TransportError };
      try {
        outcome = { sent: true, ...(await transport.deliver(mail)) };
      } catch (err) {
        outcome = { sent: false, error: err instanceof TransportError ? err : transportError(err) };
      }

      if (outcome.sent) {
        const hookError = await recordMailOutcome({
          db: ctx.db,
          row,
          outcome: "sent",
          detail: outcome.response,
          onDelivery: kind?.onDelivery,
        });
        if (hookError)
          ctx.logger.error(
            { err: hookError, mailId, kind: row.kind },
            "mail: the delivery hook failed",
          );
        ctx.logger.info({ mailId, kind: row.kind, attempt: ctx.attempt }, "mail sent");
        return { sent: true };
      }

      const { error } = outcome;
      if (!error.permanent && !ctx.isLastAttempt) {
        await markMailRetrying({ db: ctx.db, id: row.id, error: error.message });
        throw error;
      }
      const hookError = await recordMailOutcome({
        db: ctx.db,
        row,
        outcome: "failed",
        detail: error.message,
        onDelivery: kind?.onDelivery,
        alsoRecord: (tx) =>
          recordActivity({
            db: tx,
            entry: {
              userId: row.userId,
              action: "mail.failed",
              entityType: "mail",
              entityId: row.id,
              metadata: {
                kind: row.kind,
                to: mail.to.map((a) => a.address),
                attempts: row.attempts,
                error: error.message,
                permanent: error.permanent,
              },
            },
          }),
      });
      if (hookError)
        ctx.logger.error(
          { err: hookError, mailId, kind: row.kind },
          "mail: the delivery hook failed",
        );
      ctx.logger.warn(
        { mailId, kind: row.kind, attempts: row.attempts, error: error.message },
        "mail failed",
      );
      return { failed: error.message };
    },
  });
}
