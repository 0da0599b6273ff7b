// The client's public pages (no account): a quote at /q/:token, an invoice or a receipt at /i/:token.
// The issuer's brand, the frozen document (its HTML escaped by the server, shown as the viewer
// shows a document), its PDF, and on a quote the answers: accept (a typed name and consent) or
// decline (an optional reason), each with its confirmation; "This quote has expired" once past its
// validity date. Where it stands is its stage, in the words its owner's screens use. Works at 390 px:
// the line items stack as one card per line (stackTables) and every control is a 44 px tap target.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Download, XCircle } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { formatDate } from "@shared/format";
import { formatMoney } from "@shared/money";
import { QUOTE_EXPIRED_MESSAGE, type TPublicBillingDocument } from "@shared/invoicing/client";
import { DocumentContent } from "@/features/documents";
import { Button } from "@/components/ui/button";
import { StageBadge } from "@/components/ui/stage-badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TouchCheckbox } from "@/components/ui/touch-checkbox";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { publicDocumentQuery, useQuoteAnswers, type PublicKind } from "../api/public-documents";
import { stackTables } from "./stacked-tables";

/** At least 44 × 44 px: a finger's tap target (WCAG 2.5.5). */
const TAP = "min-h-11 min-w-11";

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function Shell({ children, issuer }: { children: React.ReactNode; issuer?: TPublicBillingDocument["issuer"] }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-5 flex items-center gap-3 border-b pb-4" style={issuer?.color ? { borderColor: issuer.color } : undefined}>
        {issuer?.logo && <img src={issuer.logo} alt="" className="h-10 max-w-[40%] object-contain" />}
        <p className="text-base font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]" data-testid="issuer-name">
          {issuer?.name ?? "FounderDocs"}
        </p>
      </header>
      {children}
    </main>
  );
}

export function PublicDocumentPage({ kind, token }: { kind: PublicKind; token: string }) {
  const page = useQuery(publicDocumentQuery(kind, token));
  const html = useMemo(() => (page.data ? stackTables(page.data.html) : ""), [page.data]);
  if (page.isPending) return <Shell><p role="status">Loading the document…</p></Shell>;
  if (page.isError) {
    const gone = isApiError(page.error, 410);
    return (
      <Shell>
        <h1 className="text-xl font-semibold">{gone ? "This link is no longer valid" : "Link not found"}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{getErrorMessage(page.error)}</p>
      </Shell>
    );
  }
  const doc = page.data;
  const noun = doc.type === "quote" ? "Quote" : doc.type === "receipt" ? "Receipt" : "Invoice";
  const money = (minor: number) => formatMoney(minor, doc.currency);
  return (
    <Shell issuer={doc.issuer}>
      <div className="space-y-6">
        <section aria-labelledby="summary-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="summary-heading" className="text-2xl font-semibold tracking-tight">
              {noun} {doc.number}
            </h1>
            <StageBadge stage={doc.stage} data-testid="billing-status" />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div><dt className="text-muted-foreground">For</dt><dd className="font-medium [overflow-wrap:anywhere]">{doc.clientName}</dd></div>
            <div><dt className="text-muted-foreground">Total</dt><dd className="font-medium">{money(doc.total)}</dd></div>
            {doc.type === "invoice" && (
              <div><dt className="text-muted-foreground">Balance due</dt><dd className="font-medium" data-testid="balance-due">{money(doc.balanceDue)}</dd></div>
            )}
            {doc.type === "invoice" && doc.dueDate && <div><dt className="text-muted-foreground">Due</dt><dd className="font-medium">{day(doc.dueDate)}</dd></div>}
            {doc.type === "quote" && doc.validUntil && <div><dt className="text-muted-foreground">Valid until</dt><dd className="font-medium">{day(doc.validUntil)}</dd></div>}
            {doc.type !== "invoice" && <div><dt className="text-muted-foreground">Issued</dt><dd className="font-medium">{day(doc.issueDate)}</dd></div>}
          </dl>
          <Button asChild variant="outline" size="sm" className={TAP}>
            <a href={doc.pdfUrl} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        </section>
        {doc.type === "quote" && <QuoteAnswer token={token} doc={doc} />}
        <section aria-label={`${noun} ${doc.number}`} className="overflow-x-auto rounded-lg border bg-white p-4 sm:p-6">
          <DocumentContent html={html} />
        </section>
      </div>
    </Shell>
  );
}

function QuoteAnswer({ token, doc }: { token: string; doc: TPublicBillingDocument }) {
  if (doc.acceptance) {
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="quote-outcome">
        <p className="flex items-center gap-2 font-medium"><CheckCircle2 className="size-4" aria-hidden="true" /> Quote accepted</p>
        <p className="mt-1">Accepted by {doc.acceptance.name} on {formatDate(doc.acceptance.at, "dateTime")}. {doc.issuer.name} has been told and will be in touch.</p>
      </div>
    );
  }
  if (doc.declined) {
    return (
      <div role="status" className="rounded-md border bg-slate-50 p-4 text-sm" data-testid="quote-outcome">
        <p className="flex items-center gap-2 font-medium"><XCircle className="size-4" aria-hidden="true" /> You declined this quote.</p>
        <p className="mt-1">{doc.issuer.name} has been told.</p>
      </div>
    );
  }
  if (doc.billingStatus === "converted") {
    return (
      <div role="status" className="rounded-md border bg-slate-50 p-4 text-sm" data-testid="quote-outcome">
        <p className="font-medium">This quote has been invoiced.</p>
        <p className="mt-1">{doc.issuer.name} has turned it into an invoice: it can no longer be answered here.</p>
      </div>
    );
  }
  if (doc.billingStatus === "expired") return <Expired />;
  return <AnswerForms token={token} doc={doc} />;
}

function Expired() {
  return (
    <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="quote-outcome">
      <p className="font-medium">{QUOTE_EXPIRED_MESSAGE}</p>
      <p className="mt-1">Ask the sender for a new quote.</p>
    </div>
  );
}

function AnswerForms({ token, doc }: { token: string; doc: TPublicBillingDocument }) {
  const { accept, decline } = useQuoteAnswers(token);
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();
  if (isApiError(accept.error, 410) || isApiError(decline.error, 410)) return <Expired />;
  const fieldError = (field: string) => (isApiError(accept.error, 400) ? accept.error.errors.find((e) => e.path === field)?.message : undefined);
  const acceptError = accept.error && !isApiError(accept.error, 400) ? getErrorMessage(accept.error) : undefined;
  return (
    <div className="space-y-4">
      <form
        aria-labelledby={`${id}-accept`}
        className="space-y-3 rounded-lg border p-4"
        onSubmit={(e) => {
          e.preventDefault();
          accept.mutate({ name, consent: consent as true });
        }}
        noValidate
      >
        <h2 id={`${id}-accept`} className="text-lg font-semibold">Accept this quote</h2>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Your full name</Label>
          <Input id={`${id}-name`} className="h-11" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={200} aria-invalid={!!fieldError("name")} aria-describedby={fieldError("name") ? `${id}-name-error` : undefined} />
          {fieldError("name") && <p id={`${id}-name-error`} className="text-sm text-destructive">{fieldError("name")}</p>}
        </div>
        <div className="flex items-start gap-1">
          <TouchCheckbox id={`${id}-consent`} className="-ml-3" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={!!fieldError("consent")} />
          <Label htmlFor={`${id}-consent`} className="pt-3 text-sm font-normal leading-snug">
            I accept quote {doc.number} from {doc.issuer.name} for {formatMoney(doc.total, doc.currency)}, and agree that typing my name is my acceptance.
          </Label>
        </div>
        {fieldError("consent") && <p className="text-sm text-destructive">{fieldError("consent")}</p>}
        {acceptError && <p role="alert" className="text-sm text-destructive">{acceptError}</p>}
        <Button type="submit" className="h-11" pending={accept.isPending}>Accept quote</Button>
      </form>
      {declining ? (
        <form
          aria-labelledby={`${id}-decline`}
          className="space-y-3 rounded-lg border p-4"
          onSubmit={(e) => {
            e.preventDefault();
            decline.mutate(reason.trim() ? { reason } : {});
          }}
        >
          <h2 id={`${id}-decline`} className="text-lg font-semibold">Decline this quote</h2>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
            <Textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={3} />
          </div>
          {decline.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(decline.error)}</p>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" className="h-11" pending={decline.isPending}>Decline quote</Button>
            <Button type="button" variant="ghost" className="h-11" onClick={() => setDeclining(false)}>Cancel</Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="outline" className="h-11" onClick={() => setDeclining(true)}>Decline…</Button>
      )}
    </div>
  );
}
