// The signer's page (/sign/:token, no account): who asks (the sender's name and business brand), the
// frozen document (full screen with a way back), the e-mail code, the consent disclosure worded for
// the document's law (the server's), a typed or drawn signature, or declining. Works at 390 px with
// 44 px tap targets, and by keyboard; drawing takes a finger, a pen or a mouse (pointer events), and
// the pad keeps its ink under the finger when the phone turns.
import "@fontsource/dancing-script/400.css";
import { CheckCircle2, ChevronDown, Download, FileText, X, XCircle } from "lucide-react";
import { Collapsible, Dialog as DialogPrimitive } from "radix-ui";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { FIELD_VALUE_MAX, type TSignatureDisclosure, type TSignerField, type TSigningPage } from "@shared/api/signatures";
import { docMetaOf } from "@shared/doc-types/registry";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TouchCheckbox } from "@/components/ui/touch-checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { signerDocumentUrl, signerSignedPdfUrl, useSignerActions, useSigningPage } from "../api/signatures";

export const SCRIPT_FONT = "'Dancing Script', cursive";

/** At least 44 × 44 px: a finger's tap target (WCAG 2.5.5). */
const TAP = "min-h-11 min-w-11";

function Shell({ children, sender }: { children: React.ReactNode; sender?: TSigningPage["sender"] }) {
  const business = sender?.business;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      {sender && (business || sender.name) && (
        <header className="mb-3 flex items-center gap-3 border-b pb-4" style={business?.color ? { borderColor: business.color } : undefined} data-testid="sender">
          {business?.logo && <img src={business.logo} alt="" className="h-10 max-w-[40%] object-contain" />}
          <div className="min-w-0">
            <p className="text-base font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">{business?.name ?? sender.name}</p>
            {business && sender.name && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">Sent by {sender.name}</p>}
          </div>
        </header>
      )}
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
  return <Shell sender={page.data.sender}><Signing token={token} page={page.data} /></Shell>;
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
        <Collapsible.Root className="mt-1">
          <Collapsible.Trigger asChild>
            <Button type="button" variant="ghost" size="sm" className={`${TAP} group -ml-3 text-muted-foreground`}>
              Details <ChevronDown aria-hidden="true" className="transition-transform group-data-[state=open]:rotate-180" />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <p className="break-all font-mono text-[11px] text-muted-foreground" data-testid="document-hash">SHA-256 {document.sha256}</p>
          </Collapsible.Content>
        </Collapsible.Root>
      </header>
      <section aria-label="Document" className="overflow-hidden rounded-lg border bg-white">
        <DocumentFrame token={token} document={document} className="h-[60vh]" />
        <div className="flex flex-wrap gap-2 border-t p-3">
          <FullScreen token={token} document={document} />
          <Button asChild variant="outline" size="sm" className={TAP}>
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

/** The frozen document. An uploaded PDF is the file itself, shown by the browser's PDF viewer (a sandboxed frame has none). */
function DocumentFrame({ token, document, className }: { token: string; document: TSigningPage["document"]; className?: string }) {
  return (
    <iframe
      title={document.title}
      src={signerDocumentUrl(token)}
      sandbox={docMetaOf(document.type)?.capabilities.uploaded ? undefined : ""}
      className={`block w-full ${className ?? ""}`}
    />
  );
}

/** The document over the whole screen, in the page (a new tab on a phone has no way back): Exit full screen or Esc closes it. */
function FullScreen({ token, document }: { token: string; document: TSigningPage["document"] }) {
  return (
    <DialogPrimitive.Root>
      <DialogPrimitive.Trigger asChild>
        <Button type="button" variant="outline" size="sm" className={TAP}>
          <FileText aria-hidden="true" /> Open full screen
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none">
          <div className="flex items-center justify-between gap-2 border-b p-2 pl-4">
            <DialogPrimitive.Title className="min-w-0 truncate text-sm font-semibold">{document.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button type="button" variant="outline" size="sm" className={TAP}>
                <X aria-hidden="true" /> Exit full screen
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DocumentFrame token={token} document={document} className="min-h-0 flex-1" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function Outcome({ token, page }: { token: string; page: TSigningPage }) {
  if (page.signer.status === "signed") {
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="flex items-center gap-2 font-medium"><CheckCircle2 className="size-4" aria-hidden="true" /> You have signed this document.</p>
        {page.request.status === "completed" ? (
          <Button asChild variant="outline" size="sm" className={`${TAP} mt-2`}>
            <a href={signerSignedPdfUrl(token)}>Download the signed PDF</a>
          </Button>
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

/** The tries left after a wrong code, as the server counts them: " (4 tries left)". */
function triesLeft(error: unknown): string {
  if (!isApiError(error) || error.code !== "otp_invalid") return "";
  try {
    const left = (JSON.parse(error.body) as { attemptsLeft?: number }).attemptsLeft;
    return left !== undefined ? ` (${left} ${left === 1 ? "try" : "tries"} left)` : "";
  } catch {
    return "";
  }
}

function CodeStep({ token, email }: { token: string; email: string }) {
  const { sendCode, verifyCode } = useSignerActions(token);
  const [code, setCode] = useState("");
  const id = useId();
  const codeError = useRef<HTMLParagraphElement>(null);
  // A wrong code is said under the field, and brought into view (the phone's keyboard may hide it).
  useEffect(() => {
    if (verifyCode.error) codeError.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [verifyCode.error]);
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">Confirm your e-mail address</h2>
      <p className="text-sm text-muted-foreground">We send a 6-digit code to {email}. It is valid for 10 minutes.</p>
      <Button type="button" variant="outline" className={TAP} pending={sendCode.isPending} onClick={() => sendCode.mutate()}>
        {sendCode.isSuccess ? "Send another code" : "Send me a code"}
      </Button>
      {sendCode.isSuccess && <p role="status" className="text-sm">Code sent. Check your inbox.</p>}
      {sendCode.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(sendCode.error)}</p>}
      <form
        className="space-y-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          verifyCode.mutate(code.trim());
        }}
      >
        <Label htmlFor={`${id}-code`}>Code</Label>
        <div className="flex flex-wrap items-start gap-2">
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={!!verifyCode.error}
            aria-describedby={verifyCode.error ? `${id}-code-error` : undefined}
            className="h-11 w-36 text-lg tracking-widest"
          />
          <Button type="submit" className="h-11" pending={verifyCode.isPending} disabled={code.trim().length !== 6}>Confirm</Button>
        </div>
        {verifyCode.error && (
          <p ref={codeError} id={`${id}-code-error`} role="alert" className="scroll-m-24 text-sm text-destructive" data-testid="code-error">
            {getErrorMessage(verifyCode.error)}
            {triesLeft(verifyCode.error)}
          </p>
        )}
      </form>
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
  const [inked, setInked] = useState(false);
  const id = useId();
  // Ink on the pad not yet signed with: leaving the page (reload, back, closing the tab) asks first.
  const unsaved = mode === "drawn" && inked && !sign.isSuccess;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
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
          <Button key={m} type="button" role="radio" aria-checked={mode === m} variant={mode === m ? "default" : "outline"} size="sm" className={TAP} onClick={() => setMode(m)}>
            {m === "typed" ? "Type" : "Draw"}
          </Button>
        ))}
      </div>
      {mode === "typed" ? (
        <div>
          <Label htmlFor={`${id}-typed`}>Your name</Label>
          <Input id={`${id}-typed`} value={typed} maxLength={200} onChange={(e) => setTyped(e.target.value)} className="h-11" />
          <p aria-hidden="true" className="mt-3 min-h-14 border-b border-slate-400 px-2 text-3xl text-blue-950" style={{ fontFamily: SCRIPT_FONT }} data-testid="typed-preview">
            {typed}
          </p>
        </div>
      ) : (
        <SignaturePad onChange={setDrawn} onInk={setInked} />
      )}
      <FieldInputs id={id} fields={fields} values={values} previewUrl={signerDocumentUrl(token)} errorOf={errorOf} onChange={(fieldId, value) => setValues((v) => ({ ...v, [fieldId]: value }))} />
      <div className="rounded-md bg-slate-50 p-3 text-xs leading-relaxed text-slate-700">
        <p className="mb-1 font-semibold">{disclosure.title}</p>
        <ul className="list-disc space-y-1 pl-4">
          {disclosure.lines.map((line) => <li key={line}>{line}</li>)}
        </ul>
        <p className="mt-1 text-[10px] text-slate-500">Version {disclosure.version}</p>
      </div>
      <label className="flex items-start gap-1 text-sm">
        <TouchCheckbox className="-ml-3" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span className="pt-3">I agree to sign electronically and to receive the records electronically.</span>
      </label>
      {sign.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(sign.error)}</p>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={sign.isPending} disabled={!consent || missing || (mode === "typed" ? !typed.trim() : !drawn)}>
        Sign the document
      </Button>
    </form>
  );
}

/** A stroke's points as fractions of the pad's width and height, so it redraws at any size. */
type Stroke = [number, number][];

/** The backing store's pixels per CSS pixel (at most 2: the PNG stays small). */
const pixelRatio = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * A canvas to draw on with a finger, a pen or a mouse; answers the drawing as a PNG data URI. The
 * strokes are kept: when the pad changes size (the phone turns, the window is resized) its backing
 * store follows its CSS size × the device pixel ratio and the strokes are drawn again, scaled, so
 * ink always lands under the finger. `onInk`: whether the pad holds ink (a stroke begun, or cleared).
 */
function SignaturePad({ onChange, onInk }: { onChange: (png: string | null) => void; onInk: (inked: boolean) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<Stroke | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;

  /** The context, drawing in the pad's CSS pixels whatever its backing store's size. */
  const context = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext("2d");
    if (!c || !ctx) return null;
    const r = c.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    ctx.setTransform(c.width / r.width, 0, 0, c.height / r.height, 0, 0);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#172554";
    return { ctx, w: r.width, h: r.height };
  }, []);

  const drawStroke = useCallback((stroke: Stroke, from = 0) => {
    const on = context();
    if (!on || !stroke.length) return;
    const { ctx, w, h } = on;
    const start = Math.max(from - 1, 0);
    const [x0, y0] = stroke[start]!;
    ctx.beginPath();
    ctx.moveTo(x0 * w, y0 * h);
    if (stroke.length === 1) ctx.lineTo(x0 * w + 0.1, y0 * h + 0.1);
    for (const [x, y] of stroke.slice(start + 1)) ctx.lineTo(x * w, y * h);
    ctx.stroke();
  }, [context]);

  const png = () => {
    const c = canvas.current;
    if (!c || !strokes.current.length) return null;
    try {
      return c.toDataURL("image/png") || null;
    } catch {
      return null;
    }
  };

  // The backing store follows the pad's size; the strokes are drawn again at the new size.
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const fit = () => {
      const ratio = pixelRatio();
      const width = Math.round(c.clientWidth * ratio);
      const height = Math.round(c.clientHeight * ratio);
      if (!width || !height || (c.width === width && c.height === height)) return;
      c.width = width;
      c.height = height;
      for (const stroke of strokes.current) drawStroke(stroke);
      if (strokes.current.length && !drawing.current) emit.current(png());
    };
    fit();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(fit);
    observer?.observe(c);
    window.addEventListener("resize", fit);
    window.addEventListener("orientationchange", fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", fit);
      window.removeEventListener("orientationchange", fit);
    };
  }, [drawStroke]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    return [r.width ? (e.clientX - r.left) / r.width : 0, r.height ? (e.clientY - r.top) / r.height : 0];
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = null;
    emit.current(png());
  };
  return (
    <div>
      <p id="pad-label" className="mb-1 text-sm font-medium">Draw your signature</p>
      <canvas
        ref={canvas}
        aria-labelledby="pad-label"
        data-testid="signature-pad"
        className="block h-40 w-full touch-none rounded-md border border-slate-400 bg-white"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          const stroke: Stroke = [point(e)];
          drawing.current = stroke;
          strokes.current.push(stroke);
          drawStroke(stroke);
          onInk(true);
        }}
        onPointerMove={(e) => {
          const stroke = drawing.current;
          if (!stroke) return;
          stroke.push(point(e));
          drawStroke(stroke, stroke.length - 1);
        }}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={TAP}
        onClick={() => {
          const c = canvas.current;
          strokes.current = [];
          drawing.current = null;
          c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
          onChange(null);
          onInk(false);
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
      <Button type="button" variant="ghost" size="sm" className={TAP} onClick={() => setOpen(true)}>
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
        <Button type="submit" variant="destructive" className="h-11" pending={decline.isPending} disabled={!reason.trim()}>Decline</Button>
        <Button type="button" variant="outline" className="h-11" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  );
}
