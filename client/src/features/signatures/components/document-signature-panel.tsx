// The signature panel on a document's own page: its latest request's signers with their status and
// time, Remind, Void and the signed PDF, kept current without a reload (refetched when the tab
// comes back into focus and after each action). Earlier requests are on the signature tool's page.
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import { Badge } from "@/components/ui/badge";
import { apiCall, getErrorMessage } from "@/lib/api-client";
import { SIGNATURE_REQUESTS_KEY } from "../api/signatures";
import { REQUEST_STATUS_LABEL } from "./request-status";
import { RequestControls, SignerList, when } from "./request-parts";

export function DocumentSignaturePanel({ documentId, onChange }: { documentId: string; onChange?: () => void }) {
  const requests = useQuery({
    queryKey: [...SIGNATURE_REQUESTS_KEY, { documentId }],
    queryFn: () => apiCall(api.signatures.list, { query: { documentId } }),
    // The app's data never goes stale by itself (lib/query-client.ts), so "always": signers act
    // elsewhere, and the founder coming back to the tab should see it.
    refetchOnWindowFocus: "always",
  });
  const latest = requests.data?.[0];
  const detail = useQuery({
    queryKey: [...SIGNATURE_REQUESTS_KEY, latest?.id],
    queryFn: () => apiCall(api.signatures.get, { params: { id: latest?.id ?? "" } }),
    enabled: !!latest,
    refetchOnWindowFocus: "always",
  });
  // Someone signed, declined or the seal landed: the document's stage changed with it.
  const progress = detail.data ? [detail.data.status, detail.data.signedPdf, ...detail.data.signers.map((s) => s.status)].join() : undefined;
  const seen = useRef(progress);
  useEffect(() => {
    if (progress === undefined) return;
    if (seen.current !== undefined && seen.current !== progress) onChange?.();
    seen.current = progress;
  }, [progress, onChange]);
  if (requests.error) return <p role="alert" className="text-sm text-destructive">{getErrorMessage(requests.error)}</p>;
  if (!latest) return null;
  const request = detail.data;
  const earlier = (requests.data?.length ?? 1) - 1;
  return (
    <section aria-labelledby="signature-panel-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="signature-panel-heading" className="text-base font-semibold">Signatures</h2>
        <Badge variant={latest.status === "completed" ? "default" : "secondary"}>{REQUEST_STATUS_LABEL[latest.status]}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">Sent {when(latest.createdAt)} · version {latest.version}</p>
      {!request ? (
        detail.error ? <p role="alert" className="text-sm text-destructive">{getErrorMessage(detail.error)}</p> : <p role="status" className="text-sm">Loading…</p>
      ) : (
        <>
          <SignerList request={request} />
          {/* Its actions change the request, which the effect above reports: no onChange of their own. */}
          <RequestControls request={request} />
        </>
      )}
      <p className="text-sm">
        <Link href={`/tools/digital-signature/${latest.id}`} className="underline underline-offset-2">Audit trail</Link>
        {earlier > 0 && <span className="text-muted-foreground"> · {earlier} earlier {earlier === 1 ? "request" : "requests"} in Digital Signatures</span>}
      </p>
    </section>
  );
}
