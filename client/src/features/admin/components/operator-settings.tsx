// The operator's read-only view of this instance (not shown by the spec): plans, sign-in,
// admins, database and PDF printer. Changing them is configuration (README "Configuration").
import { Database, FileDown, KeyRound, Layers, Mail, ShieldCheck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAdminSettings, type OperatorSettings as Settings } from "../api/get-admin-settings";
import { useSendTestMail } from "../api/send-test-mail";
import { AdminPageHeader } from "./admin-layout";
import { formatCount } from "./format";
import { LoadError } from "./load-states";

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const PRINTER_STATUS: Record<Settings["pdfPrinter"]["status"], { label: string; hint: string }> = {
  ready: { label: "Ready", hint: "Chromium is running and printing PDFs." },
  idle: { label: "Idle", hint: "Chromium starts with the first PDF export." },
  unavailable: {
    label: "Unavailable",
    hint: "No Chromium could be started: set CHROMIUM_PATH or CHROMIUM_WS_ENDPOINT.",
  },
  "not configured": { label: "Not configured", hint: "This server reports no PDF printer." },
};

const MAIL_TRANSPORT: Record<Settings["mail"]["transport"], { label: string; hint: string }> = {
  smtp: {
    label: "SMTP",
    hint: "Messages are sent by a background job, retried for about an hour.",
  },
  dev: {
    label: "Development outbox",
    hint: "No SMTP_URL: messages are kept at /dev/outbox and sent to nobody.",
  },
  off: {
    label: "Not configured",
    hint: 'Set SMTP_URL and MAIL_FROM. Until then, sending answers "E-mail is not configured on this server".',
  },
};

function MailSection({ mail }: { mail: Settings["mail"] }) {
  const send = useSendTestMail({
    onSuccess: ({ to }) =>
      toast({
        title: "Test e-mail queued",
        description:
          mail.transport === "dev"
            ? `To ${to}: open /dev/outbox to read it.`
            : `To ${to}: it should arrive within a minute. A failure shows in the activity log.`,
      }),
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Error",
        description: getErrorMessage(err, "Failed to send the test e-mail."),
      }),
  });
  return (
    <Section title="E-mail" icon={Mail}>
      <Row label="Transport">
        <Badge
          variant={
            mail.transport === "off"
              ? "destructive"
              : mail.transport === "smtp"
                ? "default"
                : "secondary"
          }
        >
          {MAIL_TRANSPORT[mail.transport].label}
        </Badge>
      </Row>
      <Row label="Details">
        <span className="font-normal text-muted-foreground">
          {MAIL_TRANSPORT[mail.transport].hint}
        </span>
      </Row>
      {mail.server && <Row label="Server">{mail.server}</Row>}
      <Row label="From">{mail.from}</Row>
      <Row label="Check">
        <span className="flex flex-wrap items-center justify-end gap-3">
          {mail.transport === "dev" && (
            <a
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              href="/dev/outbox"
            >
              Open the development outbox
            </a>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={mail.transport === "off" || send.isPending}
            onClick={() => send.mutate()}
          >
            Send a test e-mail
          </Button>
        </span>
      </Row>
    </Section>
  );
}

export function OperatorSettings() {
  const settings = useAdminSettings();
  const s = settings.data;

  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="How this instance is set up. Read-only: these come from the server's environment."
      />
      {settings.isLoading ? (
        <div role="status" aria-label="Loading settings" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : settings.isError || !s ? (
        <LoadError
          what="the settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <Section title="Plans" icon={Layers}>
            <Row label="Free">
              {formatCount(s.plans.free.documentLimit)} documents in total
              {s.plans.free.watermark ? ", watermarked exports" : ""}
            </Row>
            <Row label="Lifetime Access">
              {s.plans.pro.documentLimit === null
                ? "Unlimited documents"
                : `${formatCount(s.plans.pro.documentLimit)} documents`}
              {s.plans.pro.watermark ? ", watermarked exports" : ", no watermark"}
            </Row>
          </Section>
          <Section title="Sign-in" icon={KeyRound}>
            <Row label="Mode">
              {s.signIn.mode === "oidc" ? "OpenID Connect" : "Development sign-in form"}
            </Row>
            {s.signIn.issuer && <Row label="Provider">{s.signIn.issuer}</Row>}
            <Row label="Environment">
              <Badge variant="outline">{s.environment}</Badge>
            </Row>
          </Section>
          <Section title="Admins from ADMIN_EMAILS" icon={ShieldCheck}>
            {s.adminEmails.length ? (
              s.adminEmails.map((email) => (
                <Row key={email} label="Admin">
                  {email}
                </Row>
              ))
            ) : (
              <Row label="None">Admins are made from the Users page</Row>
            )}
          </Section>
          <Section title="Database" icon={Database}>
            <Row label="Kind">
              {s.database.kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}
            </Row>
          </Section>
          <MailSection mail={s.mail} />
          <Section title="PDF printer" icon={FileDown}>
            <Row label="Status">
              <Badge
                variant={
                  s.pdfPrinter.status === "ready"
                    ? "default"
                    : s.pdfPrinter.status === "unavailable"
                      ? "destructive"
                      : "secondary"
                }
              >
                {PRINTER_STATUS[s.pdfPrinter.status].label}
              </Badge>
            </Row>
            <Row label="Details">
              <span className="font-normal text-muted-foreground">
                {PRINTER_STATUS[s.pdfPrinter.status].hint}
              </span>
            </Row>
            {"browser" in s.pdfPrinter && s.pdfPrinter.browser && (
              <Row label="Browser">{s.pdfPrinter.browser}</Row>
            )}
            {"printed" in s.pdfPrinter && (
              <Row label="PDFs printed since start">{formatCount(s.pdfPrinter.printed)}</Row>
            )}
          </Section>
        </div>
      )}
    </>
  );
}
