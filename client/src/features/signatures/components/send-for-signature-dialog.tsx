// "Send for signature": the signers (name, e-mail, role), the order, a message, the expiry and the
// e-mail code, then POST /api/documents/:id/signature-requests. A type that declares its
// signatories (shared/doc-types/<type>/meta.ts: an NDA's parties, a quote's issuer and client)
// opens it with them filled in from the document's input, the issuer's side as its business
// profile's signatory. An uploaded PDF may also carry fields placed on its pages for each signer
// (./field-placer.tsx, loaded only then: pdf.js stays out of every other bundle).
import { Plus, Signature, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { MAX_SIGNERS, MESSAGE_MAX, type TSignatureRequestBody } from "@shared/api/signatures";
import { docMetaOf } from "@shared/doc-types/registry";
import type { Signatory, SignatoryProfile } from "@shared/doc-types/signatories";
import { withSignatory } from "@shared/doc-types/signatory-profiles";
import { refusals, warnings } from "@shared/doc-types/signing";
import { signingRulesOf } from "@shared/doc-types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { fieldClasses, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useSendForSignature } from "../api/signatures";
import { fieldsForBody, type PlacedField, withoutSigner } from "../field-placement";
import { useBusinessProfiles } from "@/features/business-profiles";
import { cn } from "@/lib/utils";

type Role = Signatory["role"];
type SignerRow = Signatory;

const EMPTY: SignerRow = { name: "", email: "", role: "signer" };

export type { SignatoryProfile };

/** The parties a document names, in signing order (the issuer's side first), as its type declares them. */
export function partiesOf(type: string, input: unknown, profiles: readonly SignatoryProfile[] = []): SignerRow[] {
  return docMetaOf(type)?.signatories?.(input ?? {}, profiles) ?? [];
}

type FieldError = (path: string) => string | undefined;

/** The signers' rows: name, e-mail and role each, removed or added up to the limit. */
function SignerFields({
  id,
  signers,
  fieldError,
  onChange,
  onRemove,
  onAdd,
}: {
  id: string;
  signers: SignerRow[];
  fieldError: FieldError;
  onChange: (i: number, change: Partial<SignerRow>) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
}) {
  return (
    <fieldset className="mt-4 space-y-3">
      <legend className="mb-2 text-sm font-medium">Signers</legend>
      {signers.map((s, i) => (
        <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_8rem_auto]" data-testid="signer-row">
          <div>
            <Label htmlFor={`${id}-name-${i}`}>Name</Label>
            <Input id={`${id}-name-${i}`} value={s.name} maxLength={200} onChange={(e) => onChange(i, { name: e.target.value })} aria-invalid={!!fieldError(`signers.${i}.name`)} />
            {fieldError(`signers.${i}.name`) && <p className="mt-1 text-xs text-destructive">{fieldError(`signers.${i}.name`)}</p>}
          </div>
          <div>
            <Label htmlFor={`${id}-email-${i}`}>E-mail</Label>
            <Input id={`${id}-email-${i}`} type="email" value={s.email} maxLength={254} onChange={(e) => onChange(i, { email: e.target.value })} aria-invalid={!!fieldError(`signers.${i}.email`)} />
            {fieldError(`signers.${i}.email`) && <p className="mt-1 text-xs text-destructive">{fieldError(`signers.${i}.email`)}</p>}
          </div>
          <div>
            <Label htmlFor={`${id}-role-${i}`}>Role</Label>
            <select id={`${id}-role-${i}`} className={cn(fieldClasses, "h-10")} value={s.role} onChange={(e) => onChange(i, { role: e.target.value as Role })}>
              <option value="signer">Signer</option>
              <option value="approver">Approver</option>
              <option value="cc">Gets a copy</option>
            </select>
          </div>
          <div className="flex items-end">
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove signer ${i + 1}`} disabled={signers.length === 1} onClick={() => onRemove(i)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      {fieldError("signers") && <p className="text-xs text-destructive">{fieldError("signers")}</p>}
      <Button type="button" variant="outline" size="sm" icon={Plus} disabled={signers.length >= MAX_SIGNERS} onClick={onAdd}>
        Add a signer
      </Button>
    </fieldset>
  );
}

interface SendOptions {
  order: "parallel" | "sequential";
  days: number;
  message: string;
  otp: boolean;
}

/** How the request goes out: the order, the expiry, a message and the e-mail code. */
function SendOptionFields({
  id,
  options,
  fieldError,
  onChange,
}: {
  id: string;
  options: SendOptions;
  fieldError: FieldError;
  onChange: (change: Partial<SendOptions>) => void;
}) {
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-order`}>Order</Label>
          <select id={`${id}-order`} className={cn(fieldClasses, "h-10")} value={options.order} onChange={(e) => onChange({ order: e.target.value as SendOptions["order"] })}>
            <option value="parallel">Everyone at once</option>
            <option value="sequential">One after another, in this order</option>
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-days`}>Expires after (days)</Label>
          <Input id={`${id}-days`} type="number" min={1} max={90} value={options.days} onChange={(e) => onChange({ days: Number(e.target.value) })} aria-invalid={!!fieldError("expiresInDays")} />
        </div>
      </div>
      <div className="mt-4">
        <Label htmlFor={`${id}-message`}>Message (optional)</Label>
        <Textarea id={`${id}-message`} value={options.message} maxLength={MESSAGE_MAX} rows={3} onChange={(e) => onChange({ message: e.target.value })} />
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={options.otp} onChange={(e) => onChange({ otp: e.target.checked })} className="size-4" />
        Ask each signer for a code sent to their e-mail address
      </label>
    </>
  );
}

/** A refusal that names no field (a 402's limit, a 409...), with the way to the plans for a 402. */
function SendError({ error }: { error: Error | null }) {
  if (!error || isApiError(error, 400)) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {getErrorMessage(error)}{" "}
      {isApiError(error, 402) && (
        <Link href="/pricing" className="font-medium underline">
          See plans
        </Link>
      )}
    </p>
  );
}

/**
 * What the law of the document's jurisdiction says about signing it electronically, as its type
 * declares it (shared/doc-types/signing.ts): a form this signature does not meet, refused by the
 * server (409), or what the sender should know. Shown before sending, so nothing is sent in vain.
 */
export function signingNotes(type: string, input: unknown): { refused: string[]; warned: string[] } {
  const rules = signingRulesOf(type, input);
  return { refused: refusals(rules), warned: warnings(rules) };
}

function SigningNotes({ refused, warned }: { refused: string[]; warned: string[] }) {
  if (refused.length === 0 && warned.length === 0) return null;
  return (
    <div className="mt-4 space-y-2">
      {refused.map((text) => (
        <p key={text} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950">
          <span className="font-medium">Cannot be signed electronically. </span>
          {text}
        </p>
      ))}
      {warned.map((text) => (
        <p key={text} className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-medium">Before you send: </span>
          {text}
        </p>
      ))}
    </div>
  );
}

const FieldPlacer = lazy(() => import("./field-placer"));
const UPLOADED_PDF = "uploaded_pdf";

/** The server's refusals of `fields` (a box off its page, a page the PDF lacks...), listed. */
function FieldErrors({ error }: { error: Error | null }) {
  if (!error || !isApiError(error, 400)) return null;
  const errors = error.errors.filter((e) => e.path === "fields" || e.path.startsWith("fields."));
  if (errors.length === 0) return null;
  return (
    <ul role="alert" className="mt-2 list-disc pl-5 text-xs text-destructive">
      {errors.map((e) => (
        <li key={e.path}>{e.message}</li>
      ))}
    </ul>
  );
}

const DEFAULT_OPTIONS: SendOptions = { order: "parallel", days: 30, message: "", otp: true };

export function SendForSignatureDialog({
  document,
  onSent,
  open: openAsked,
  onOpenChange,
}: {
  document: { id: string; type: string; title: string; metadata?: { input: unknown } };
  /** After the request is created: the viewer refetches the document, whose panel then appears. */
  onSent?: () => void;
  /**
   * Opened from elsewhere (a menu item) instead of its own "Send for signature" button: the
   * caller keeps the open state, and no button is shown.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openOwn, setOpenOwn] = useState(false);
  const controlled = openAsked !== undefined;
  const open = controlled ? openAsked : openOwn;
  const setOpen = (next: boolean) => (controlled ? onOpenChange?.(next) : setOpenOwn(next));
  const profiles = useBusinessProfiles({ enabled: open });
  const initial = (known: readonly SignatoryProfile[] = profiles.data ?? []) => {
    const parties = withSignatory(partiesOf(document.type, document.metadata?.input, known), known);
    return parties.length > 0 ? parties : [{ ...EMPTY }];
  };
  const [signers, setSigners] = useState<SignerRow[]>(() => initial());
  const [touched, setTouched] = useState(false);
  // Each opening starts afresh, whether from its own button or from a caller's menu.
  useEffect(() => {
    if (!open) return;
    setSigners(initial());
    setTouched(false);
    setFields([]);
    setPlacing(false);
    send.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, [open]);
  // The profiles arrive after the dialog opens: fill the signatory in unless the user has typed.
  useEffect(() => {
    if (profiles.data && !touched) setSigners(initial(profiles.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the profiles arrive
  }, [profiles.data]);
  const [options, setOptions] = useState<SendOptions>(DEFAULT_OPTIONS);
  const [fields, setFields] = useState<PlacedField[]>([]);
  const [placing, setPlacing] = useState(false);
  const uploaded = document.type === UPLOADED_PDF;
  const send = useSendForSignature(document.id);
  const notes = signingNotes(document.type, document.metadata?.input);
  const id = useId();
  const fieldError: FieldError = (path) =>
    send.error && isApiError(send.error, 400) ? send.error.errors.find((e) => e.path === path)?.message : undefined;

  const update = (i: number, change: Partial<SignerRow>) => {
    setTouched(true);
    setSigners((rows) => rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { order, days, otp, message } = options;
    const body: TSignatureRequestBody = {
      signers: signers.map((s) => ({ name: s.name, email: s.email, role: s.role })),
      order,
      expiresInDays: days,
      otp,
      ...(message.trim() ? { message } : {}),
      ...(uploaded && fields.length > 0 ? { fields: fieldsForBody(fields, signers.map((s) => s.role)) } : {}),
    };
    send.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        onSent?.();
        toast({ title: "Sent for signature", description: "Each signer gets an e-mail with their personal link." });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {!controlled && (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" icon={Signature}>
            Send for signature
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className={cn("max-h-[90vh] overflow-y-auto", placing ? "sm:max-w-3xl" : "sm:max-w-2xl")}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Send for signature</DialogTitle>
            <DialogDescription>
              The current version of “{document.title}” is frozen and sent. Each signer gets a personal link by e-mail.
            </DialogDescription>
          </DialogHeader>
          <SignerFields
            id={id}
            signers={signers}
            fieldError={fieldError}
            onChange={update}
            onRemove={(i) => {
              setSigners((rows) => rows.filter((_, j) => j !== i));
              setFields((placed) => withoutSigner(placed, i));
            }}
            onAdd={() => setSigners((rows) => [...rows, { ...EMPTY }])}
          />
          <SendOptionFields id={id} options={options} fieldError={fieldError} onChange={(change) => setOptions((o) => ({ ...o, ...change }))} />
          {uploaded && (
            <section className="mt-4" aria-label="Fields on the PDF">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-medium">Fields (optional)</p>
                <Button type="button" variant="outline" size="sm" aria-expanded={placing} onClick={() => setPlacing((p) => !p)}>
                  {placing ? "Hide the pages" : fields.length > 0 ? `Edit the ${fields.length} field${fields.length === 1 ? "" : "s"}` : "Place fields on the PDF"}
                </Button>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">Where each signer signs, initials, dates or fills in text: filled into the signed PDF.</p>
              {placing && (
                <div className="mt-3">
                  <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the pages…</p>}>
                    <FieldPlacer pdfUrl={`/api/documents/${document.id}/uploaded.pdf`} signers={signers} fields={fields} onChange={setFields} />
                  </Suspense>
                </div>
              )}
              <FieldErrors error={send.error} />
            </section>
          )}
          <SigningNotes {...notes} />
          <SendError error={send.error} />
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={send.isPending} disabled={notes.refused.length > 0}>
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
