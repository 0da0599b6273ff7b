// The development outbox: with no SMTP_URL outside production, messages are sent to nobody and
// shown here instead, newest first, each opened as a mail client would render it. Like the
// development checkout, it never exists in production (./index.ts mounts it only in "dev" mode).
// No sign-in: the messages a developer wants to read are mostly to people without an account
// (signers, clients). But they hold everyone's links and signing codes, so only the developer's
// own machine is answered: a connection from a loopback address (127.0.0.0/8, ::1), read off the
// socket (never req.ip, which X-Forwarded-For decides under TRUST_PROXY), carrying no forwarding
// header (a tunnel or proxy on the same machine relays the world's requests from loopback).
// Any other request is a plain 404, as if the outbox did not exist.
//   GET /dev/outbox                              the list
//   GET /dev/outbox/:id                          one message: headers, its HTML rendered, its text
//   GET /dev/outbox/:id/html                     the HTML part alone, sandboxed (the page's iframe)
//   GET /dev/outbox/:id/attachments/:position    an attachment (the inline logo, a PDF)
import net from "node:net";
import type { Request, Response } from "express";
import { formatCount } from "../../shared/format";
import type { MailAddress } from "../config";
import type { Db } from "../db";
import { escapeHtml } from "../documents/render-html";
import { newRouter } from "../routes/new-router";
import { sendStoredFile, type FileStore } from "../files";
import { getOutboxAttachment, getOutboxMessage, listOutbox } from "./outbox-reads";

export const DEV_OUTBOX_PATH = "/dev/outbox";
export const DEV_OUTBOX_NOTICE = "Development outbox — these messages were not sent to anyone";
const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:linear-gradient(135deg,#eff6ff,#f8fafc 60%);color:#0f172a}main{max-width:1040px;margin:32px auto;padding:0 16px}
.brand{font-weight:800;color:#2563eb;letter-spacing:-.01em;text-decoration:none}h1{font-size:1.4rem;margin:12px 0 4px}
.notice{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;margin:12px 0 20px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:14px;box-shadow:0 10px 30px -12px rgba(15,23,42,.18);overflow:hidden}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:10px 14px;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{color:#64748b;font-weight:600;background:#f8fafc}tr:last-child td{border-bottom:0}a{color:#2563eb}
.status{display:inline-block;border-radius:999px;padding:1px 9px;font-size:.78rem;font-weight:600;background:#e2e8f0;color:#334155}
.status.sent{background:#dcfce7;color:#166534}.status.failed{background:#fee2e2;color:#991b1b}.muted{color:#64748b}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0;padding:16px 18px;font-size:.9rem}dt{color:#64748b}dd{margin:0;word-break:break-all}
iframe{display:block;width:100%;height:640px;border:0;border-top:1px solid #e2e8f0;background:#fff}
pre{margin:0;padding:16px 18px;white-space:pre-wrap;font-size:.85rem;border-top:1px solid #e2e8f0}h2{font-size:1rem;margin:24px 0 8px}`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · FounderDocs</title><style>${STYLE}</style></head>
<body><main><a class="brand" href="/">FounderDocs</a><h1>${escapeHtml(title)}</h1>
<p class="notice" role="note">${DEV_OUTBOX_NOTICE}.</p>${body}</main></body></html>`;
}

const addresses = (value: unknown) =>
  ((value as MailAddress[] | null) ?? [])
    .map((a) => (a.name ? `${a.name} <${a.address}>` : a.address))
    .join(", ");
const when = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 19) + " UTC" : "");
const status = (s: string) => `<span class="status ${escapeHtml(s)}">${escapeHtml(s)}</span>`;

const notFound = (res: Response) =>
  res
    .status(404)
    .type("html")
    .send(page("Message not found", `<p><a href="${DEV_OUTBOX_PATH}">Back to the outbox</a></p>`));

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** A loopback address: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6. */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && net.isIP(address) !== 0 && LOOPBACK.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");

/** A request from this machine itself, not relayed by anything. */
const fromThisMachine = (req: Request) =>
  isLoopback(req.socket.remoteAddress) && req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined;

export function devOutboxRouter(db: Db, files: FileStore, from: MailAddress) {
  const router = newRouter();
  const noStore = (res: Response) => res.set("Cache-Control", "no-store");

  router.use(DEV_OUTBOX_PATH, (req, res, next) => {
    if (fromThisMachine(req)) return next();
    res.status(404).type("text").send("Not Found");
  });

  router.get(DEV_OUTBOX_PATH, async (_req, res) => {
    const messages = await listOutbox({ db, limit: LIST_LIMIT });
    const rows = messages
      .map(
        (
          m,
        ) => `<tr><td class="muted">${when(m.createdAt)}</td><td>${escapeHtml(addresses(m.to))}</td>
<td><a href="${DEV_OUTBOX_PATH}/${m.id}">${escapeHtml(m.subject)}</a><br><span class="muted">${escapeHtml(m.kind)}</span></td>
<td>${status(m.status)}</td></tr>`,
      )
      .join("\n");
    noStore(res)
      .type("html")
      .send(
        page(
          "Outbox",
          messages.length === 0
            ? `<div class="card"><p style="padding:16px 18px;margin:0">No messages yet. Anything the app e-mails appears here, newest first.</p></div>`
            : `<div class="card"><table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Status</th></tr></thead>
<tbody>${rows}</tbody></table></div>${messages.length === LIST_LIMIT ? `<p class="muted">The latest ${LIST_LIMIT} messages.</p>` : ""}`,
        ),
      );
  });

  router.get(`${DEV_OUTBOX_PATH}/:id`, async (req, res) => {
    const found = UUID.test(req.params.id)
      ? await getOutboxMessage({ db, id: req.params.id })
      : undefined;
    if (!found) return void notFound(res);
    const { message: m, attachments } = found;
    const row = (label: string, value: string) =>
      value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : "";
    const files = attachments
      .map(
        (a) =>
          `<li><a href="${DEV_OUTBOX_PATH}/${m.id}/attachments/${a.position}">${escapeHtml(a.filename)}</a> <span class="muted">${escapeHtml(a.contentType)}, ${formatCount(a.size ?? 0)} bytes${a.contentId ? ", inline" : ""}</span></li>`,
      )
      .join("");
    noStore(res)
      .type("html")
      .send(
        page(
          m.subject,
          `<p><a href="${DEV_OUTBOX_PATH}">← All messages</a></p>
<div class="card"><dl>${row("From", `${m.fromName} <${from.address}>`)}${row("To", addresses(m.to))}${row("Cc", addresses(m.cc))}${row(
            "Reply-To",
            addresses(m.replyTo ? [m.replyTo] : null),
          )}${row("Subject", m.subject)}${row("Message-ID", m.messageId)}${row("Kind", m.kind)}${row("Created", when(m.createdAt))}
<dt>Status</dt><dd>${status(m.status)} ${escapeHtml(`${m.attempts} attempt${m.attempts === 1 ? "" : "s"}`)}${
            m.lastError && m.status !== "sent" ? ` — ${escapeHtml(m.lastError)}` : ""
          }</dd></dl>
<iframe title="The message as HTML" sandbox src="${DEV_OUTBOX_PATH}/${m.id}/html"></iframe></div>
<h2>Plain text</h2><div class="card"><pre>${escapeHtml(m.text)}</pre></div>
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ""}`,
        ),
      );
  });

  router.get(`${DEV_OUTBOX_PATH}/:id/html`, async (req, res) => {
    const found = UUID.test(req.params.id)
      ? await getOutboxMessage({ db, id: req.params.id })
      : undefined;
    if (!found) return void notFound(res);
    const { message: m, attachments } = found;
    // Inline images (cid:) point at their attachment, as a mail client resolves them.
    const byCid = new Map(
      attachments.filter((a) => a.contentId).map((a) => [a.contentId!, a.position]),
    );
    const html = m.html.replace(/src="cid:([^"]{1,200})"/g, (all, cid: string) => {
      const position = byCid.get(cid.replace(/&amp;/g, "&"));
      return position === undefined
        ? all
        : `src="${DEV_OUTBOX_PATH}/${m.id}/attachments/${position}"`;
    });
    noStore(res).set({
      // What a mail client allows: no script, no remote load, styles inline; framed by this page only.
      "Content-Security-Policy":
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
      "X-Content-Type-Options": "nosniff",
    });
    res.type("html").send(html);
  });

  router.get(`${DEV_OUTBOX_PATH}/:id/attachments/:position`, async (req, res) => {
    const position = Number(req.params.position);
    const file =
      UUID.test(req.params.id) && /^\d{1,3}$/.test(req.params.position)
        ? await getOutboxAttachment({ db, id: req.params.id, position })
        : undefined;
    if (!file) return void notFound(res);
    noStore(res).set({
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      // Shown inline when it is an image or a PDF, else downloaded; the name is ours to quote.
      "Content-Disposition": `${/^(?:image\/png|application\/pdf)$/.test(file.contentType) ? "inline" : "attachment"}; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
    });
    res.type(file.contentType);
    await sendStoredFile(res, files, file.contentKey);
  });

  return router;
}
