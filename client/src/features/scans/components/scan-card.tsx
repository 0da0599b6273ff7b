// The viewer's compliance scan (a cookie or privacy policy): start a scan of the founder's website,
// follow its status, and read the report: what fired before any choice, after "Reject all" and
// after "Accept all", and what to change (with the banner's script-blocking snippet).
import { type FormEvent, useState } from "react";
import { Radar } from "lucide-react";
import type { TScan, TScanPhase, TScanSummary } from "@shared/api/scans";
import { formatDate } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage } from "@/lib/api-client";
import { fieldErrorsOf } from "@/lib/api-errors";
import { useDocumentScans, useScan, useStartScan } from "../api/scans";
import { adviceFor } from "@shared/scans/advice";

const STATUS_LABEL: Record<TScanSummary["status"], string> = { queued: "Queued", running: "Scanning…", done: "Done", failed: "Failed" };
const BANNER_LABEL = { founderdocs: "Our consent banner", other: "Another consent tool", none: "No consent banner" } as const;
const PHASES = [
  ["beforeConsent", "Before any choice"],
  ["afterReject", 'After "Reject all"'],
  ["afterAccept", 'After "Accept all"'],
] as const;

export function ScanCard({ documentId, website }: { documentId: string; website?: string | undefined }) {
  const [url, setUrl] = useState(website ?? "");
  const scans = useDocumentScans(documentId);
  const start = useStartScan(documentId);
  const latest = scans.data?.[0];
  const urlError = fieldErrorsOf(start.error).find((e) => e.path === "url")?.message;
  const otherError = start.error && !urlError ? getErrorMessage(start.error) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate(url.trim());
  };

  return (
    <section aria-labelledby="scan-title" className="mt-6 rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="scan-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Radar className="size-4" aria-hidden /> Check your website against this policy
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">
        We visit your website as a visitor would, and report what it sets and calls before any choice, after "Reject all" and after "Accept all".
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="scan-url">Website address</Label>
          <Input
            id="scan-url"
            type="url"
            value={url}
            maxLength={2000}
            placeholder="https://example.com"
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={!!urlError}
            aria-describedby={urlError ? "scan-url-error" : undefined}
          />
        </div>
        <Button type="submit" pending={start.isPending}>
          Scan website
        </Button>
      </form>
      {urlError && (
        <p id="scan-url-error" role="alert" className="mt-1 text-sm text-destructive">
          {urlError}
        </p>
      )}
      {otherError && (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {otherError}
        </p>
      )}
      {latest && <ScanReport id={latest.id} />}
    </section>
  );
}

function ScanReport({ id }: { id: string }) {
  const { data: scan } = useScan(id);
  if (!scan) return null;
  return (
    <div className="mt-4 space-y-4" aria-live="polite">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={scan.status === "failed" ? "destructive" : "secondary"}>{STATUS_LABEL[scan.status]}</Badge>
        <span className="break-all">{scan.url}</span>
        {scan.finishedAt && <span className="text-muted-foreground">{formatDate(scan.finishedAt, "dateTime")}</span>}
        {scan.bannerFound && <Badge variant="outline">{BANNER_LABEL[scan.bannerFound]}</Badge>}
      </p>
      {scan.error && <p className="text-sm text-destructive">{scan.error}</p>}
      {scan.findings && <Findings scan={scan} />}
      {scan.phases && (
        <div className="grid gap-3 md:grid-cols-3">
          {PHASES.map(([key, label]) => {
            const phase = scan.phases?.[key];
            return phase ? <PhaseSummary key={key} label={label} phase={phase} scan={scan} /> : null;
          })}
        </div>
      )}
    </div>
  );
}

function Findings({ scan }: { scan: TScan }) {
  const findings = scan.findings ?? [];
  if (findings.length === 0) return <p className="text-sm text-emerald-700">Nothing to change: your website does what your policy says.</p>;
  return (
    <ul className="space-y-3" aria-label="What to change">
      {findings.map((finding, i) => {
        const advice = adviceFor(finding, scan);
        return (
          <li key={`${finding.kind}-${finding.service ?? i}`} className="rounded-lg border p-3">
            <p className="flex items-center gap-2 font-medium">
              <Badge variant={finding.severity === "high" ? "destructive" : "outline"}>{finding.severity}</Badge>
              {advice.title}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{advice.detail}</p>
            {finding.evidence.length > 0 && (
              <p className="mt-1 text-xs text-muted-foreground break-all">
                Seen: {finding.evidence.map((e) => e.cookie ?? e.storageKey ?? e.request ?? e.host).filter(Boolean).join(", ")}
              </p>
            )}
            {advice.snippet && <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs">{advice.snippet}</pre>}
          </li>
        );
      })}
    </ul>
  );
}

function PhaseSummary({ label, phase, scan }: { label: string; phase: TScanPhase; scan: TScan }) {
  const nameOf = (service?: string) => (service ? (scan.services[service]?.name ?? service) : "unrecognised");
  return (
    <div className="rounded-lg border p-3 text-sm">
      <h3 className="font-medium">{label}</h3>
      <p className="text-muted-foreground">
        {phase.cookies.length} cookies, {phase.storage.length} storage keys, {phase.requests.length} requests
      </p>
      <ul className="mt-1 space-y-0.5">
        {phase.cookies.map((c) => (
          <li key={`${c.domain}-${c.name}`} className="break-all">
            <code>{c.name}</code> <span className="text-muted-foreground">({nameOf(c.service)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
