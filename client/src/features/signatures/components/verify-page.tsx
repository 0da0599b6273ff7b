// /verify: anyone checks a signed PDF (POST /api/verify): sealed here and unchanged, changed since,
// or not sealed by this service.
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { getErrorMessage } from "@/lib/api-client";
import { useVerifyPdf } from "../api/signatures";

const REASONS = {
  modified: "This file was changed after it was sealed: it is not the document that was signed.",
  not_signed_here: "This PDF carries a signature, but not one made by FounderDocs.",
  no_signature: "This PDF carries no digital signature.",
} as const;

export function VerifyPage() {
  const verify = useVerifyPdf();
  const id = useId();
  const answer = verify.data;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Verify a signed document</h1>
      <p className="mt-2 text-sm text-muted-foreground">Choose a PDF signed through FounderDocs. It is checked on our server and not kept.</p>
      <div className="mt-6">
        <Label htmlFor={`${id}-file`}>Signed PDF (up to 20 MB)</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          className="mt-1 block w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) verify.mutate(new Blob([file], { type: "application/pdf" }));
          }}
        />
      </div>
      {verify.isPending && <p role="status" className="mt-4 text-sm">Checking…</p>}
      {verify.error && <p role="alert" className="mt-4 text-sm text-destructive">{getErrorMessage(verify.error)}</p>}
      {answer && answer.valid && (
        <section role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
          <p className="flex items-center gap-2 font-semibold"><CheckCircle2 className="size-4" aria-hidden="true" /> Valid: sealed by FounderDocs and unchanged</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Document</dt><dd className="[overflow-wrap:anywhere]">{answer.documentTitle}</dd>
            <dt>Completed</dt><dd>{new Date(answer.completedAt).toUTCString()}</dd>
            <dt>Request</dt><dd className="break-all font-mono text-xs">{answer.requestId}</dd>
            <dt>SHA-256</dt><dd className="break-all font-mono text-xs">{answer.documentSha256}</dd>
          </dl>
          <ul className="mt-3 list-disc pl-5">
            {answer.signers.map((s) => <li key={s.email}>{s.name} ({s.email}), signed {new Date(s.signedAt).toUTCString()}</li>)}
          </ul>
        </section>
      )}
      {answer && !answer.valid && (
        <p role="alert" className="mt-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> Not valid. {REASONS[answer.reason]}
        </p>
      )}
    </main>
  );
}
