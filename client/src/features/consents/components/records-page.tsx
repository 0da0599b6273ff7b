// A publication's records (/publications/:id/records): the decisions per day, the consents and
// acceptances newest first with their proofs, the CSV exports, and the two lookups a data
// subject's request needs (a consent id; an acceptance's subject).
import { Download, FileCheck2, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { TAcceptanceRecord, TConsentAction, TConsentRecord } from "@shared/api/consents";
import { CONSENT_ACTION_VALUES } from "@shared/api/consents";
import { formatDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { getErrorMessage } from "@/lib/api-client";
import {
  acceptanceProofUrl,
  acceptancesCsvUrl,
  consentProofUrl,
  consentsCsvUrl,
  lookupAcceptance,
  lookupConsent,
  useAcceptances,
  useConsents,
  useConsentSummary,
} from "../api/records";
import { ConsentChart } from "./consent-chart";

const ACTION_LABELS: Record<TConsentAction, string> = { accept_all: "Accept all", reject_all: "Reject all", custom: "Custom", withdraw: "Withdraw" };
const when = (iso: string) => formatDate(iso, "dateTime");
const categoriesOf = (r: TConsentRecord) =>
  (["analytics", "marketing", "preferences"] as const).filter((c) => r.categories[c]).join(", ") || "necessary only";

function Section({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function ConsentRows({ records }: { records: readonly TConsentRecord[] }) {
  if (records.length === 0) return <p className="text-sm text-muted-foreground">No consent records yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Decision</TableHead>
          <TableHead>Categories</TableHead>
          <TableHead>Consent id</TableHead>
          <TableHead>Network</TableHead>
          <TableHead>Browser</TableHead>
          <TableHead>Proof</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.receiptId}>
            <TableCell>{when(r.createdAt)}</TableCell>
            <TableCell>
              {ACTION_LABELS[r.action]}
              {r.gpc ? " (GPC)" : ""}
            </TableCell>
            <TableCell>{categoriesOf(r)}</TableCell>
            <TableCell className="font-mono text-xs">{r.consentId}</TableCell>
            <TableCell>{r.ipPrefix ?? "—"}</TableCell>
            <TableCell>{r.browser ?? "—"}</TableCell>
            <TableCell>
              <a className="text-primary underline" href={consentProofUrl(r.receiptId)} download>
                PDF
              </a>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AcceptanceRows({ records }: { records: readonly TAcceptanceRecord[] }) {
  if (records.length === 0) return <p className="text-sm text-muted-foreground">No acceptances yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Version</TableHead>
          <TableHead>Through</TableHead>
          <TableHead>Subject (HMAC)</TableHead>
          <TableHead>Network</TableHead>
          <TableHead>Proof</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.receiptId}>
            <TableCell>{when(r.createdAt)}</TableCell>
            <TableCell>{r.versionNumber}</TableCell>
            <TableCell>{r.source === "api" ? "API key" : "Tick box"}</TableCell>
            <TableCell className="font-mono text-xs">{r.subjectHmac.slice(0, 16)}…</TableCell>
            <TableCell>{r.ipPrefix ?? "—"}</TableCell>
            <TableCell>
              <a className="text-primary underline" href={acceptanceProofUrl(r.receiptId)} download>
                PDF
              </a>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Lookup({ label, placeholder, run }: { label: string; placeholder: string; run: (value: string) => Promise<React.ReactNode> }) {
  const [value, setValue] = useState("");
  const [result, setResult] = useState<React.ReactNode>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    try {
      setResult(await run(value.trim()));
    } catch (err) {
      setResult(<p className="text-sm text-red-700">{getErrorMessage(err)}</p>);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label className="text-sm font-medium">{label}</label>
      <div className="flex gap-2">
        <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={placeholder} maxLength={320} aria-label={label} />
        <Button type="submit" variant="outline">
          <Search className="h-4 w-4" aria-hidden /> Look up
        </Button>
      </div>
      {result}
    </form>
  );
}

export function RecordsPage({ publicationId }: { publicationId: string }) {
  const [action, setAction] = useState<TConsentAction | undefined>(undefined);
  const summary = useConsentSummary(publicationId);
  const consents = useConsents(publicationId, action);
  const acceptances = useAcceptances(publicationId);
  const consentRecords = consents.data?.pages.flatMap((p) => p.records) ?? [];
  const acceptanceRecords = acceptances.data?.pages.flatMap((p) => p.records) ?? [];
  if (consents.isError) return <p className="p-6 text-sm text-red-700">{getErrorMessage(consents.error)}</p>;
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <FileCheck2 className="h-6 w-6" aria-hidden /> Records
        </h1>
        <p className="text-sm text-muted-foreground">
          Every consent and acceptance your published policy has received, each tied to the exact version shown. You decide what they are for
          and how long they are kept (you are their controller); we keep them for you.
        </p>
      </header>

      <Section title="Decisions, last 30 days">{summary.data ? <ConsentChart days={summary.data.days} /> : <p className="text-sm text-muted-foreground">Loading…</p>}</Section>

      <Section
        title="Consents"
        actions={
          <div className="flex items-center gap-2">
            <select
              aria-label="Decision"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={action ?? ""}
              onChange={(e) => setAction((e.target.value || undefined) as TConsentAction | undefined)}
            >
              <option value="">All decisions</option>
              {CONSENT_ACTION_VALUES.map((a) => (
                <option key={a} value={a}>
                  {ACTION_LABELS[a]}
                </option>
              ))}
            </select>
            <Button asChild variant="outline" size="sm">
              <a href={consentsCsvUrl(publicationId, action)} download>
                <Download className="h-4 w-4" aria-hidden /> CSV
              </a>
            </Button>
          </div>
        }
      >
        <ConsentRows records={consentRecords} />
        {consents.hasNextPage ? (
          <Button variant="outline" onClick={() => void consents.fetchNextPage()} disabled={consents.isFetchingNextPage}>
            Older records
          </Button>
        ) : null}
        <Lookup
          label="Find a visitor's consents by their consent id"
          placeholder="00000000-0000-0000-0000-000000000000"
          run={async (consentId) => {
            const found = await lookupConsent(consentId);
            return <ConsentRows records={found} />;
          }}
        />
      </Section>

      <Section
        title="Acceptances"
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={acceptancesCsvUrl(publicationId)} download>
              <Download className="h-4 w-4" aria-hidden /> CSV
            </a>
          </Button>
        }
      >
        <AcceptanceRows records={acceptanceRecords} />
        {acceptances.hasNextPage ? (
          <Button variant="outline" onClick={() => void acceptances.fetchNextPage()} disabled={acceptances.isFetchingNextPage}>
            Older records
          </Button>
        ) : null}
        <Lookup
          label="Find what a customer accepted (the account id or e-mail your site passed)"
          placeholder="customer@example.com"
          run={async (subject) => <AcceptanceRows records={await lookupAcceptance(publicationId, subject)} />}
        />
      </Section>
    </div>
  );
}
