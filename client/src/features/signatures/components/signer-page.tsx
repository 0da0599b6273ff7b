// The signer's page (/sign/:token, no account): the frozen document, the e-mail code, the
// consent disclosure worded for the document's law (the server's), a typed or drawn signature, or declining. Works at 390 px and
// by keyboard; drawing takes a finger, a pen or a mouse (pointer events).
import "@fontsource/dancing-script/400.css";
import { CheckCircle2, Download, FileText, XCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { FIELD_VALUE_MAX, type TSignatureDisclosure, type TSignerField, type TSigningPage } from "@shared/api/signatures";
import { docMetaOf } from "@shared/doc-types/registry";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { signerDocumentUrl, signerSignedPdfUrl, useSignerActions, useSigningPage } from "../api/signatures";

export const SCRIPT_FONT = "'Dancing Script', cursive";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <p className="mb-4 text-sm font-semibold tracking-tight text-slate-900">FounderDocs · Secure signing</p>
      {children}
    </main>
  );
}

export function SignerPage({ token }: { token: string }) {
  const page = useSigningPage(token);
  if (page.isPending) return <Shell><p role="status">Loading the document…</p></Shell>;
  if (page.isError) {
    const gone = isApiError(page.error, 410);
    return (
      <Shell>
        <h1 className="text-xl font-semibold">{gone ? "This link is no longer valid" : "Link not found"}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{gone ? getErrorMessage(page.error) : "This signing link doesn't exist. Check that you opened the whole link from the e-mail."}</p>
      </Shell>
    );
  }
  return <Shell><Signing token={token} page={page.data} /></Shell>;
}

function Signing({ token, page }: { token: string; page: TSigningPage }) {
  const { request, document, signer } = page;
  const done = signer.status !== "pending" || request.status !== "sent";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{document.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          For {signer.name} ({signer.email}) · version {document.version}
        </p>
        <p className="mt-1 break-all font-mono text-[11px] text-muted-foreground">SHA-256 {document.sha256}</p>
      </header>
      <section aria-label="Document" className="overflow-hidden rounded-lg border bg-white">
        {/* An uploaded PDF is the file itself, shown by the browser's PDF viewer (a sandboxed frame has none). */}
        <iframe title={document.title} src={signerDocumentUrl(token)} sandbox={docMetaOf(document.type)?.capabilities.uploaded ? undefined : ""} className="h-[60vh] w-full" />
        <div className="flex flex-wrap gap-2 border-t p-3">
          <Button asChild variant="outline" size="sm">
            <a href={signerDocumentUrl(token)} target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" /> Open full screen
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={signerDocumentUrl(token, "pdf")} download>
              <Download aria-hidden="true" /> PDF
            </a>
          </Button>
        </div>
      </section>
      {done ? <Outcome token={token} page={page} /> : page.waitingFor ? (
        <p role="status" className="rounded-md border bg-slate-50 p-4 text-sm">It is {page.waitingFor}&apos;s turn to sign first. You will get an e-mail when it is yours.</p>
      ) : page.otpRequired && !page.otpVerified ? (
        <CodeStep token={token} email={signer.email} />
      ) : (
        <SignStep token={token} name={signer.name} disclosure={page.disclosure} fields={page.fields ?? []} />
      )}
      {/* Declining ends the request for everyone: with a code, only once it is confirmed (as signing). */}
      {!done && !page.waitingFor && !(page.otpRequired && !page.otpVerified) && <DeclineStep token={token} />}
    </div>
  );
}

function Outcome({ token, page }: { token: string; page: TSigningPage }) {
  if (page.signer.status === "signed") {
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="flex items-center gap-2 font-medium"><CheckCircle2 className="size-4" aria-hidden="true" /> You have signed this document.</p>
        {page.request.status === "completed" ? (
          <a className="mt-2 inline-block font-medium underline" href={signerSignedPdfUrl(token)}>Download the signed PDF</a>
        ) : (
          <p className="mt-1">The signed PDF is e-mailed to every party once everyone has signed.</p>
        )}
      </div>
    );
  }
  return (
    <div role="status" className="rounded-md border bg-slate-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium"><XCircle className="size-4" aria-hidden="true" />
        {page.signer.status === "declined" ? "You declined to sign this document." : `This signature request is ${page.request.status}.`}
      </p>
    </div>
  );
}

function CodeStep({ token, email }: { token: string; email: string }) {
  const { sendCode, verifyCode } = useSignerActions(token);
  const [code, setCode] = useState("");
  const id = useId();
  const error = verifyCode.error ?? sendCode.error;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">Confirm your e-mail address</h2>
      <p className="text-sm text-muted-foreground">We send a 6-digit code to {email}. It is valid for 10 minutes.</p>
      <Button type="button" variant="outline" pending={sendCode.isPending} onClick={() => sendCode.mutate()}>
        {sendCode.isSuccess ? "Send another code" : "Send me a code"}
      </Button>
      {sendCode.isSuccess && <p role="status" className="text-sm">Code sent. Check your inbox.</p>}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          verifyCode.mutate(code.trim());
        }}
      >
        <div>
          <Label htmlFor={`${id}-code`}>Code</Label>
          <Input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} className="w-36 text-lg tracking-widest" />
        </div>
        <Button type="submit" pending={verifyCode.isPending} disabled={code.trim().length !== 6}>Confirm</Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(error)}
          {isApiError(error) && error.code === "otp_invalid" && (() => {
            try {
              const left = (JSON.parse(error.body) as { attemptsLeft?: number }).attemptsLeft;
              return left !== undefined ? ` (${left} ${left === 1 ? "try" : "tries"} left)` : "";
            } catch {
              return "";
            }
          })()}
        </p>
      )}
    </section>
  );
}

/** The signer's boxes drawn on the pages (pdf.js: loaded only for a signer with fields). */
const FieldPreview = lazy(() => import("./field-preview"));

const KIND_NAMES: Record<TSignerField["kind"], string> = { signature: "Signature", initials: "Initials", name: "Name", date: "Date", text: "Text" };

/**
 * The signer's fields on the uploaded PDF: the text ones to fill (label, a required mark), the
 * others filled from their signature, each with the page it is on.
 */
function FieldInputs({
  id,
  fields,
  values,
  previewUrl,
  errorOf,
  onChange,
}: {
  id: string;
  fields: TSignerField[];
  values: Record<string, string>;
  /** The uploaded PDF, to show the boxes on its pages when asked. */
  previewUrl: string;
  errorOf: (id: string) => string | undefined;
  onChange: (id: string, value: string) => void;
}) {
  const [showing, setShowing] = useState(false);
  if (fields.length === 0) return null;
  const filled = fields.filter((f) => f.kind !== "text");
  return (
    <fieldset className="space-y-3" data-testid="signer-fields">
      <legend className="mb-1 text-sm font-medium">Your fields on the document</legend>
      {fields
        .filter((f) => f.kind === "text")
        .map((f) => (
          <div key={f.id}>
            <Label htmlFor={`${id}-field-${f.id}`}>
              {f.label ?? "Text"}
              {f.required ? <span aria-hidden="true" className="text-destructive"> *</span> : <span className="text-muted-foreground"> (optional)</span>}
              <span className="ml-1 text-xs font-normal text-muted-foreground">page {f.page}</span>
            </Label>
            <Input id={`${id}-field-${f.id}`} value={values[f.id] ?? ""} maxLength={FIELD_VALUE_MAX} required={f.required} aria-required={f.required} aria-invalid={!!errorOf(f.id)} onChange={(e) => onChange(f.id, e.target.value)} />
            {errorOf(f.id) && <p className="mt-1 text-xs text-destructive">{errorOf(f.id)}</p>}
          </div>
        ))}
      {filled.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Filled from your signature: {filled.map((f) => `${KIND_NAMES[f.kind].toLowerCase()} (page ${f.page})`).join(", ")}.
        </p>
      )}
      <Button type="button" variant="outline" size="sm" aria-expanded={showing} onClick={() => setShowing((v) => !v)}>
        {showing ? "Hide where they are" : "Show where they are on the pages"}
      </Button>
      {showing && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the pages…</p>}>
          <FieldPreview url={previewUrl} fields={fields} values={values} />
        </Suspense>
      )}
    </fieldset>
  );
}

function SignStep({ token, name, disclosure, fields = [] }: { token: string; name: string; disclosure: TSignatureDisclosure; fields?: TSignerField[] }) {
  const { sign } = useSignerActions(token);
  const [values, setValues] = useState<Record<string, string>>({});
  const missing = fields.some((f) => f.kind === "text" && f.required && !(values[f.id] ?? "").trim());
  const errorOf = (fieldId: string) => (sign.error && isApiError(sign.error, 400) ? sign.error.errors.find((e) => e.path === `fields.${fieldId}`)?.message : undefined);
  const [mode, setMode] = useState<"typed" | "drawn">("typed");
  const [typed, setTyped] = useState(name);
  const [consent, setConsent] = useState(false);
  const [drawn, setDrawn] = useState<string | null>(null);
  const id = useId();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!consent) return;
    const texts = fields.filter((f) => f.kind === "text").map((f) => [f.id, values[f.id] ?? ""] as const);
    sign.mutate({
      consent: true,
      signature: mode === "typed" ? { type: "typed", name: typed } : { type: "drawn", image: drawn ?? "" },
      ...(texts.length > 0 ? { fields: Object.fromEntries(texts) } : {}),
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="space-y-4 rounded-lg border p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">Sign</h2>
      <div role="radiogroup" aria-label="How to sign" className="flex gap-2">
        {(["typed", "drawn"] as const).map((m) => (
          <Button key={m} type="button" role="radio" aria-checked={mode === m} variant={mode === m ? "default" : "outline"} size="sm" onClick={() => setMode(m)}>
            {m === "typed" ? "Type" : "Draw"}
          </Button>
        ))}
      </div>
      {mode === "typed" ? (
        <div>
          <Label htmlFor={`${id}-typed`}>Your name</Label>
          <Input id={`${id}-typed`} value={typed} maxLength={200} onChange={(e) => setTyped(e.target.value)} />
          <p aria-hidden="true" className="mt-3 min-h-14 border-b border-slate-400 px-2 text-3xl text-blue-950" style={{ fontFamily: SCRIPT_FONT }} data-testid="typed-preview">
            {typed}
          </p>
        </div>
      ) : (
        <SignaturePad onChange={setDrawn} />
      )}
      <FieldInputs id={id} fields={fields} values={values} previewUrl={signerDocumentUrl(token)} errorOf={errorOf} onChange={(fieldId, value) => setValues((v) => ({ ...v, [fieldId]: value }))} />
      <div className="rounded-md bg-slate-50 p-3 text-xs leading-relaxed text-slate-700">
        <p className="mb-1 font-semibold">{disclosure.title}</p>
        <ul className="list-disc space-y-1 pl-4">
          {disclosure.lines.map((line) => <li key={line}>{line}</li>)}
        </ul>
        <p className="mt-1 text-[10px] text-slate-500">Version {disclosure.version}</p>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        I agree to sign electronically and to receive the records electronically.
      </label>
      {sign.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(sign.error)}</p>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={sign.isPending} disabled={!consent || missing || (mode === "typed" ? !typed.trim() : !drawn)}>
        Sign the document
      </Button>
    </form>
  );
}

/** A canvas to draw on with a finger, a pen or a mouse; answers the drawing as a PNG data URI. */
function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext("2d");
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#172554";
  }, []);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  return (
    <div>
      <p id="pad-label" className="mb-1 text-sm font-medium">Draw your signature</p>
      <canvas
        ref={canvas}
        aria-labelledby="pad-label"
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded-md border border-slate-400 bg-white"
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext("2d");
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const [x, y] = point(e);
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x + 0.1, y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext("2d");
          const [x, y] = point(e);
          ctx?.lineTo(x, y);
          ctx?.stroke();
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          onChange(e.currentTarget.toDataURL("image/png"));
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          const c = canvas.current;
          c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
          onChange(null);
        }}
      >
        Clear
      </Button>
    </div>
  );
}

function DeclineStep({ token }: { token: string }) {
  const { decline } = useSignerActions(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();
  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Decline to sign
      </Button>
    );
  }
  return (
    <form
      className="space-y-2 rounded-lg border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        decline.mutate(reason);
      }}
    >
      <Label htmlFor={`${id}-reason`}>Why are you declining?</Label>
      <Textarea id={`${id}-reason`} value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
      {decline.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(decline.error)}</p>}
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" pending={decline.isPending} disabled={!reason.trim()}>Decline</Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  );
}
