// The app on a fresh database, sending its e-mail through a real SMTP server (test/smtp.ts): what
// the tests of every feature that mails someone start with (signatures, quotes and invoices,
// uploaded PDFs). The links in those e-mails point at PUBLIC_APP_URL.
import { startTestApp, type TestApp, type TestAppOptions } from "./api-harness";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./smtp";

export const PUBLIC_APP_URL = "https://docs.example.test";

export interface AppWithMail {
  t: TestApp;
  smtp: TestSmtpServer;
  /** Closes the app, then the SMTP server. */
  close(): Promise<void>;
}

export async function startAppWithMail(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<AppWithMail> {
  const smtp = await startSmtpServer();
  const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "FounderDocs <no-reply@founderdocs.test>", APP_URL: PUBLIC_APP_URL, ...env }, options);
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

const ESCAPED_URL = PUBLIC_APP_URL.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The token of the public link to `/path/:token` in an e-mail's text (a quote, an invoice, a signing link). */
export function publicLinkIn(mail: ReceivedMail, path: "q" | "i" | "sign"): string {
  const match = new RegExp(`${ESCAPED_URL}/${path}/([\\w-]{43})`).exec(mail.parsed.text ?? "");
  if (!match) throw new Error(`no /${path}/ link in "${mail.parsed.subject}"`);
  return match[1]!;
}
