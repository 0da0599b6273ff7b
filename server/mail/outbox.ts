// The outbox: the only code that reads and writes the mail tables. A message is checked,
// rendered and stored with its sending job in the caller's transaction, so it exists if and only
// if the change that caused it commits. The job (./send-job.ts) delivers it and records how that
// went; a feature reads the outcome back here or hears of it through its kind's onDelivery hook.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  MAIL_NAME_MAX,
  MAIL_NOT_CONFIGURED,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  isHeaderText,
  isMailAddress,
  type TMailDelivery,
} from "../../shared/mail";
import { mailAttachments, mailMessages, users, type MailMessage } from "../../shared/schema";
import type { Config, MailAddress } from "../config";
import type { Db, Tx } from "../db";
import type { Brand } from "../documents/model";
import type { FileStore } from "../files";
import { AppError, parseOrThrow, type FieldError } from "../errors";
import type { Jobs } from "../jobs/runner";
import type { MailKind, MailKinds } from "./define";
import type { OutgoingMail } from "./transport";
import type { MailDeliveryEvent } from "./define";
import { PRODUCT_NAME, renderMail, type MailBrand } from "./render";

/** The job that sends one message (./send-job.ts); its id is the message's id. */
export const MAIL_JOB = { name: "mail.send", data: z.object({ mailId: z.uuid() }) };

/** An address, or an address with the name to show. */
export type Recipient = string | { name?: string | null | undefined; address: string };

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailRequest<D> {
  kind: MailKind<D>;
  data: D;
  to: Recipient | Recipient[];
  cc?: Recipient[];
  /** Where replies go: the user the message is sent for. */
  replyTo?: Recipient;
  /** The account it is sent for: its recipients count against its budget (RATE_LIMIT_MAIL, RATE_LIMIT_MAIL_FREE). */
  userId?: string | null;
  /** The issuer's business, when the message is sent on a user's behalf: name, colour and logo. */
  brand?: Brand;
  /** What the feature attaches the message to (a signer, an invoice), to read its status back. */
  entity?: { type: string; id: string };
  attachments?: Attachment[];
}

export const MAIL_LIMITS = {
  /** to and cc together: a message is for the people a matter concerns, not a mailing list. */
  recipients: MAIL_RECIPIENTS_MAX,
  attachments: 10,
  /** All attachments together: most SMTP servers refuse messages over 20-25 MB once encoded. */
  attachmentBytes: 15 * 1024 * 1024,
  logoBytes: 512 * 1024,
  htmlChars: 1_000_000,
} as const;

const RATE_LIMITED =
  "You have sent too many e-mails in a short time. Please wait a little and try again.";
const PNG_DATA_URI = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const CONTENT_TYPE = /^[a-z0-9][\w.+-]{0,60}\/[\w.+-]{1,60}$/i;

/** The address and name, or a field error naming where the request went wrong. */
function checkRecipient(
  value: Recipient,
  path: string,
  errors: FieldError[],
): MailAddress | undefined {
  const { address, name } = typeof value === "string" ? { address: value, name: undefined } : value;
  if (typeof address === "string" && !isHeaderText(address)) {
    errors.push({
      path,
      message: "An e-mail address can't contain a line break or control character",
    });
    return undefined;
  }
  if (!isMailAddress(address)) {
    errors.push({ path, message: "Enter a valid e-mail address" });
    return undefined;
  }
  if (
    name != null &&
    (typeof name !== "string" || !isHeaderText(name) || name.length > MAIL_NAME_MAX)
  ) {
    errors.push({
      path: `${path}.name`,
      message: `A name must be one line of at most ${MAIL_NAME_MAX} characters`,
    });
    return undefined;
  }
  return { name: name?.trim() ?? "", address };
}

const invalid = (errors: FieldError[]) =>
  new AppError(
    "invalid_input",
    `Invalid input: ${errors
      .slice(0, 5)
      .map((e) => `${e.path}: ${e.message}`)
      .join("; ")}`,
    errors,
  );

/** "<id@example.com>": one per message, kept on every attempt. */
const messageIdFor = (id: string, from: MailAddress) =>
  `<${id}@${from.address.slice(from.address.lastIndexOf("@") + 1)}>`;

/**
 * Refuses (429) a message whose recipients would take the user over a budget: RATE_LIMIT_MAIL for
 * every account, RATE_LIMIT_MAIL_FREE on top for a Free one. A budget counts recipients (each
 * message's to and cc), not messages, since each recipient is someone who receives the sender's text.
 * One user's messages are counted one transaction at a time, on every instance alike.
 */
async function assertWithinMailBudget(
  tx: Tx,
  config: Pick<Config, "rateLimits">,
  userId: string,
  recipients: number,
) {
  const { mail, mailFree } = config.rateLimits;
  if (!mail && !mailFree) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${userId}`}, 0))`);
  const [user] = mailFree
    ? await tx.select({ subscription: users.subscription }).from(users).where(eq(users.id, userId))
    : [];
  const budgets = [mail, user?.subscription === "free" ? mailFree : null].filter((b) => b !== null);
  for (const budget of budgets) {
    const [row] = await tx
      .select({
        n: sql<number>`coalesce(sum(jsonb_array_length(${mailMessages.to}) + coalesce(jsonb_array_length(${mailMessages.cc}), 0)), 0)`.mapWith(Number),
      })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.userId, userId),
          gt(mailMessages.createdAt, new Date(Date.now() - budget.windowMs)),
        ),
      );
    if ((row?.n ?? 0) + recipients > budget.limit) throw new AppError("rate_limited", RATE_LIMITED);
  }
}

/** Refuses a message the server cannot send, before the caller does any other work. */
export function assertMailConfigured(config: Pick<Config, "mail">) {
  if (config.mail.mode === "off") throw new AppError("unavailable", MAIL_NOT_CONFIGURED);
}

export async function enqueueMail<D>({
  tx,
  config,
  jobs,
  files: store,
  kinds,
  request,
}: {
  tx: Tx;
  config: Pick<Config, "mail" | "appUrl" | "rateLimits">;
  jobs: Pick<Jobs, "send">;
  /** Where the attachments go (a row keeps only their key); one whose transaction fails is swept. */
  files: FileStore;
  /** The kinds the app sends (server/mail/kinds). */
  kinds: MailKinds;
  request: MailRequest<D>;
}): Promise<{ id: string; messageId: string }> {
  assertMailConfigured(config);
  const kind = request.kind;
  if (kinds.get(kind.kind) !== (kind as unknown))
    throw new Error(`mail kind ${kind.kind} is not listed in server/mail/kinds`);

  // Bounds and addresses first, before any rendering or query.
  const errors: FieldError[] = [];
  const toList = Array.isArray(request.to) ? request.to : [request.to];
  const ccList = request.cc ?? [];
  if (toList.length === 0) errors.push({ path: "to", message: "Give at least one recipient" });
  if (toList.length + ccList.length > MAIL_LIMITS.recipients)
    errors.push({
      path: toList.length > MAIL_LIMITS.recipients ? "to" : "cc",
      message: `At most ${MAIL_LIMITS.recipients} recipients per message, to and cc together`,
    });
  if (errors.length) throw invalid(errors);
  const to = toList.map((r, i) => checkRecipient(r, `to.${i}`, errors));
  const cc = ccList.map((r, i) => checkRecipient(r, `cc.${i}`, errors));
  const replyTo =
    request.replyTo === undefined ? undefined : checkRecipient(request.replyTo, "replyTo", errors);
  const files = request.attachments ?? [];
  if (files.length > MAIL_LIMITS.attachments)
    errors.push({ path: "attachments", message: `At most ${MAIL_LIMITS.attachments} attachments` });
  files.forEach((f, i) => {
    if (!isHeaderText(f.filename) || f.filename.length === 0 || f.filename.length > 200)
      errors.push({
        path: `attachments.${i}.filename`,
        message: "A file name must be one line of 1 to 200 characters",
      });
    if (!CONTENT_TYPE.test(f.contentType))
      errors.push({ path: `attachments.${i}.contentType`, message: "Not a media type" });
  });
  if (errors.length) throw invalid(errors);
  if (files.reduce((n, f) => n + f.content.length, 0) > MAIL_LIMITS.attachmentBytes) {
    throw new AppError(
      "payload_too_large",
      `The attachments are over ${MAIL_LIMITS.attachmentBytes / 1024 / 1024} MB, too large to e-mail`,
    );
  }
  const data = parseOrThrow(kind.data, request.data);

  const userId = request.userId ?? null;
  if (userId) await assertWithinMailBudget(tx, config, userId, to.length + cc.length);

  const id = randomUUID();
  const logo = request.brand?.logo ? PNG_DATA_URI.exec(request.brand.logo)?.[1] : undefined;
  const logoBytes = logo ? Buffer.from(logo, "base64") : undefined;
  const logoCid =
    logoBytes && logoBytes.length <= MAIL_LIMITS.logoBytes ? `logo-${id}@mail` : undefined;
  const brand: MailBrand | undefined = request.brand
    ? {
        name: request.brand.name,
        color: request.brand.primaryColor,
        ...(logoCid ? { logoCid } : {}),
      }
    : undefined;
  const rendered = renderMail(kind.render(data, { appUrl: config.appUrl }), brand);
  if (!isHeaderText(rendered.subject) || rendered.subject.length > MAIL_SUBJECT_MAX) {
    throw invalid([
      {
        path: "subject",
        message: `A subject must be one line of at most ${MAIL_SUBJECT_MAX} characters`,
      },
    ]);
  }
  if (rendered.html.length > MAIL_LIMITS.htmlChars)
    throw new AppError("payload_too_large", "The message is too long to e-mail");
  // The business's name leads the From line ("Acme Ltd via FounderDocs"); the address is ours.
  const fromName = (
    brand && isHeaderText(brand.name) ? `${brand.name} via ${PRODUCT_NAME}` : config.mail.from.name
  ).slice(0, MAIL_NAME_MAX);
  const messageId = messageIdFor(id, config.mail.from);

  await tx.insert(mailMessages).values({
    id,
    messageId,
    kind: kind.kind,
    userId,
    entityType: request.entity?.type ?? null,
    entityId: request.entity?.id ?? null,
    fromName,
    to,
    cc: cc.length ? cc : null,
    replyTo: replyTo ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
  const stored = [
    ...files.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      contentId: null,
      content: f.content,
    })),
    ...(logoCid && logoBytes
      ? [{ filename: "logo.png", contentType: "image/png", contentId: logoCid, content: logoBytes }]
      : []),
  ];
  if (stored.length) {
    const written = [];
    for (const { content, ...a } of stored) {
      const file = await store.put(content);
      written.push({ ...a, contentKey: file.key, size: file.size, sha256: file.sha256 });
    }
    await tx
      .insert(mailAttachments)
      .values(written.map((a, position) => ({ messageId: id, position, ...a })));
  }
  await jobs.send(MAIL_JOB, { mailId: id }, { tx, id });
  return { id, messageId };
}

const deliveryOf = (
  m: Pick<MailMessage, "id" | "to" | "status" | "attempts" | "lastError" | "sentAt" | "failedAt">,
): TMailDelivery => ({
  id: m.id,
  to: (m.to as MailAddress[]).map((a) => a.address),
  status: m.status,
  attempts: m.attempts,
  error: m.status === "sent" ? null : m.lastError,
  sentAt: m.sentAt?.toISOString() ?? null,
  failedAt: m.failedAt?.toISOString() ?? null,
});

const deliveryColumns = {
  id: mailMessages.id,
  to: mailMessages.to,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  sentAt: mailMessages.sentAt,
  failedAt: mailMessages.failedAt,
};

/** How the messages with these ids went (in no particular order; unknown ids are left out). */
export const getMailDeliveries = async ({
  db,
  ids,
}: {
  db: Db | Tx;
  ids: string[];
}): Promise<TMailDelivery[]> =>
  ids.length === 0
    ? []
    : (
        await db.select(deliveryColumns).from(mailMessages).where(inArray(mailMessages.id, ids))
      ).map(deliveryOf);

/** Every message sent about one thing of a feature's (a signer, an invoice), oldest first. */
export const getMailDeliveriesFor = async ({
  db,
  entity,
}: {
  db: Db | Tx;
  entity: { type: string; id: string };
}): Promise<TMailDelivery[]> =>
  (
    await db
      .select(deliveryColumns)
      .from(mailMessages)
      .where(and(eq(mailMessages.entityType, entity.type), eq(mailMessages.entityId, entity.id)))
      .orderBy(asc(mailMessages.createdAt))
  ).map(deliveryOf);

// ---- The sending job's steps (./send-job.ts) ----

/**
 * Takes a message for one attempt: it becomes `sending`, attempts + 1. Undefined when it is
 * already sent or failed (a job run again after its outcome was recorded), so nothing is sent twice.
 * One that is still `sending` was being sent by a process that died: it is sent again, with the
 * same Message-ID.
 */
export async function claimMail({
  db,
  files: store,
  id,
  from,
}: {
  db: Db;
  files: FileStore;
  id: string;
  from: MailAddress;
}): Promise<{ row: MailMessage; mail: OutgoingMail } | undefined> {
  const [row] = await db
    .update(mailMessages)
    .set({ status: "sending", attempts: sql`${mailMessages.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(eq(mailMessages.id, id), inArray(mailMessages.status, ["queued", "retrying", "sending"])),
    )
    .returning();
  if (!row) return undefined;
  const files = await db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, contentId: mailAttachments.contentId, contentKey: mailAttachments.contentKey })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, id))
    .orderBy(asc(mailAttachments.position));
  // Read from the file store, not the database. Whole, not as streams: the SMTP pool sends a
  // message again over a new connection when one closes mid-send, and a stream is read only once.
  const contents = await Promise.all(files.map((f) => store.get(f.contentKey!)));
  return {
    row,
    mail: {
      messageId: row.messageId,
      from: { name: row.fromName, address: from.address },
      to: row.to as MailAddress[],
      cc: (row.cc as MailAddress[] | null) ?? [],
      replyTo: (row.replyTo as MailAddress | null) ?? undefined,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: files.map((f, i) => ({
        filename: f.filename,
        contentType: f.contentType,
        contentId: f.contentId,
        content: contents[i]!,
      })),
    },
  };
}

/** An attempt failed and another follows (with backoff). */
export async function markMailRetrying({ db, id, error }: { db: Db; id: string; error: string }) {
  await db
    .update(mailMessages)
    .set({ status: "retrying", lastError: error, updatedAt: new Date() })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, "sending")));
}

/**
 * Records the final outcome with the kind's hook, in one transaction. A hook that throws is
 * rolled back and the outcome recorded without it: an accepted message must not be sent again.
 * Answers the hook's error, if any.
 */
export async function recordMailOutcome({
  db,
  row,
  outcome,
  detail,
  onDelivery,
  alsoRecord,
}: {
  db: Db;
  row: MailMessage;
  outcome: "sent" | "failed";
  /** The server's acceptance line, or the error. */
  detail: string;
  onDelivery: ((event: MailDeliveryEvent) => Promise<void>) | undefined;
  /** More writes in the same transaction (the activity log entry of a failure). */
  alsoRecord?: (tx: Tx) => Promise<void>;
}): Promise<unknown> {
  const now = new Date();
  const write = (withHook: boolean) =>
    db.transaction(async (tx) => {
      await tx
        .update(mailMessages)
        .set(
          outcome === "sent"
            ? { status: "sent", sentAt: now, response: detail, updatedAt: now }
            : { status: "failed", failedAt: now, lastError: detail, updatedAt: now },
        )
        .where(eq(mailMessages.id, row.id));
      await alsoRecord?.(tx);
      if (withHook && onDelivery) {
        await onDelivery({
          id: row.id,
          outcome,
          ...(outcome === "failed" ? { error: detail } : {}),
          to: (row.to as MailAddress[]).map((a) => a.address),
          entityType: row.entityType,
          entityId: row.entityId,
          userId: row.userId,
          tx,
        });
      }
    });
  try {
    await write(true);
    return undefined;
  } catch (err) {
    if (!onDelivery) throw err;
    await write(false);
    return err;
  }
}
