// /verify: anyone checks a signed PDF (POST /api/verify): sealed here and unchanged (green), changed
// since (red), or not sealed by this service. The certificate of completion and the completion
// e-mail link here.
import { CheckCircle2, FileUp, ShieldAlert, ShieldX } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/layout/logo";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useVerifyPdf } from "../api/signatures";

const REASONS = {
  modified: "This file was changed after it was sealed: it is not the document that was signed.",
  not_signed_here: "This PDF carries a signature, but not one made by FounderDocs.",
  no_signature: "This PDF carries no digital signature.",
} as const;

export function VerifyPage() {
  const verify = useVerifyPdf();
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const answer = verify.data;
  return (
    <div className="min-h-screen bg-slate-50/70">
      <header className="border-b bg-white">
        <div className="mx-auto flex h-16 w-full max-w-2xl items-center px-4">
          <Link href="/" aria-label="FounderDocs home" className="inline-flex min-h-11 min-w-11 items-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-semibold tracking-tight">Verify a signed document</h1>
        <p className="mt-2 text-sm text-muted-foreground">Choose a PDF signed through FounderDocs. It is checked on our server and not kept.</p>
        <div className="mt-6">
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            className="peer sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              setFileName(file.name);
              verify.mutate(new Blob([file], { type: "application/pdf" }));
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center transition-colors hover:border-primary hover:bg-primary/5 peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
          >
            <FileUp className="size-6 text-slate-500" aria-hidden="true" />
            <span className="text-sm font-medium">Signed PDF (up to 20 MB)</span>
            <span className="text-xs text-muted-foreground" aria-live="polite">
              {fileName ? `Chosen: ${fileName}. Choose another to check it.` : "Choose a file"}
            </span>
          </label>
        </div>
        {verify.isPending && <p role="status" className="mt-4 text-sm">Checking…</p>}
        {verify.error && <p role="alert" className="mt-4 text-sm text-destructive">{getErrorMessage(verify.error)}</p>}
        {answer && answer.valid && (
          <section role="status" className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
            <p className="flex items-center gap-2 font-semibold"><CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" /> Valid: sealed by FounderDocs and unchanged</p>
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
          <p
            role="alert"
            className={cn(
              "mt-6 flex items-start gap-2 rounded-lg border p-4 text-sm",
              answer.reason === "modified" ? "border-red-300 bg-red-50 text-red-950" : "border-amber-200 bg-amber-50 text-amber-950",
            )}
          >
            {answer.reason === "modified" ? (
              <ShieldX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
            ) : (
              <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            )}
            <span>{answer.reason === "modified" ? "Modified. " : "Not valid. "}{REASONS[answer.reason]}</span>
          </p>
        )}
      </main>
    </div>
  );
}
