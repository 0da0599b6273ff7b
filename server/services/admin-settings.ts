// The operator's view of how this instance is set up, read-only. Nothing secret: no secrets,
// connection strings or file paths.
import type { Config } from "../config";
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import type { OperatorSettings } from "../../shared/api/admin";

export type { OperatorSettings } from "../../shared/api/admin";

export const getOperatorSettings = ({
  config,
  database,
  printer,
}: {
  config: Config;
  database: Database;
  printer?: PdfPrinter | undefined;
}): OperatorSettings => {
  const status = printer?.status();
  return {
    environment: config.env,
    plans: {
      free: { documentLimit: config.freeDocumentLimit, watermark: true },
      pro: { documentLimit: null, watermark: false },
    },
    signIn: config.oidc
      ? { mode: "oidc", issuer: new URL(config.oidc.issuerUrl).host }
      : { mode: "dev", issuer: null },
    adminEmails: [...config.adminEmails].sort(),
    database: { kind: database.kind },
    mail: {
      transport: config.mail.mode,
      server: config.mail.mode === "smtp" ? new URL(config.mail.url).host : null,
      from: config.mail.from.name ? `${config.mail.from.name} <${config.mail.from.address}>` : config.mail.from.address,
    },
    pdfPrinter: status
      ? {
          status: status.state,
          browser: status.browser?.source ?? null,
          active: status.active,
          queued: status.queued,
          printed: status.printed,
          // The printer's message can name a path; say only that it is unavailable.
          message:
            status.state === "unavailable" ? "No Chromium could be started for PDF export" : null,
        }
      : { status: "not configured" },
  };
};
