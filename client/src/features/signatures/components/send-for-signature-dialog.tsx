// "Send for signature": the signers (name, e-mail, role), the order, a message, the expiry and the
// e-mail code, then POST /api/documents/:id/signature-requests. The NDA, the contractor agreement,
// the employment contract and a quote open it with their parties filled in from the document's input,
// the issuer's side as its business profile's signatory.
import { Plus, Signature, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { MAX_SIGNERS, MESSAGE_MAX, type TSignatureRequestBody } from "@shared/api/signatures";
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
import { useBusinessProfiles } from "@/features/business-profiles";
import { cn } from "@/lib/utils";

type Role = "signer" | "approver" | "cc";
interface SignerRow {
  name: string;
  email: string;
  role: Role;
}

const EMPTY: SignerRow = { name: "", email: "", role: "signer" };

const partyOf = (value: unknown): SignerRow | undefined => {
  const p = value as { name?: unknown; email?: unknown } | undefined;
  if (!p || typeof p.name !== "string" || !p.name.trim()) return undefined;
  return { name: p.name.trim(), email: typeof p.email === "string" ? p.email : "", role: "signer" };
};

/** A business profile as far as the issuer's signatory goes. */
export interface SignatoryProfile {
  id?: string;
  isDefault?: boolean;
  name: string;
  tradingName?: string | null;
  email: string | null;
  signatoryName: string | null;
}

/**
 * The issuer's side signs through its business profile's signatory: the party whose name is one of
 * the user's profiles becomes that profile's signatory (the party's e-mail, else the profile's).
 */
export function withSignatory(rows: SignerRow[], profiles: readonly SignatoryProfile[]): SignerRow[] {
  const same = (a: string, b: string | null | undefined) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
  return rows.map((row) => {
    const profile = profiles.find((p) => p.signatoryName && (same(row.name, p.name) || same(row.name, p.tradingName)));
    return profile ? { ...row, name: profile.signatoryName!, email: row.email || profile.email || "" } : row;
  });
}

/**
 * A quote's issuer: the business profile it names (businessProfileId), else the default one, as
 * its signatory; none when that profile has no signatory.
 */
function quoteIssuer(input: Record<string, unknown>, profiles: readonly SignatoryProfile[]): SignerRow | undefined {
  const named = typeof input.businessProfileId === "string" ? profiles.find((p) => p.id === input.businessProfileId) : undefined;
  const profile = named ?? profiles.find((p) => p.isDefault);
  if (!profile?.signatoryName) return undefined;
  return { name: profile.signatoryName, email: profile.email ?? "", role: "signer" };
}

/** The parties a document names, in signing order (the issuer's side first). */
export function partiesOf(type: string, input: unknown, profiles: readonly SignatoryProfile[] = []): SignerRow[] {
  const i = (input ?? {}) as Record<string, unknown>;
  if (type === "quote") {
    return [quoteIssuer(i, profiles), partyOf({ name: i.clientName, email: i.clientEmail })].filter((p): p is SignerRow => !!p);
  }
  const pairs: Record<string, [string, string]> = {
    nda: ["disclosingParty", "receivingParty"],
    contractor_agreement: ["client", "contractor"],
    employment_contract: ["employer", "employee"],
  };
  const keys = pairs[type];
  if (!keys) return [];
  return keys.map((k) => partyOf(i[k])).filter((p): p is SignerRow => !!p);
}

export function SendForSignatureDialog({
  document,
  trigger,
}: {
  document: { id: string; type: string; title: string; metadata?: { input: unknown } };
  trigger?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const profiles = useBusinessProfiles({ enabled: open });
  const initial = (known: readonly SignatoryProfile[] = profiles.data ?? []) => {
    const parties = withSignatory(partiesOf(document.type, document.metadata?.input, known), known);
    return parties.length > 0 ? parties : [{ ...EMPTY }];
  };
  const [signers, setSigners] = useState<SignerRow[]>(() => initial());
  const [touched, setTouched] = useState(false);
  // The profiles arrive after the dialog opens: fill the signatory in unless the user has typed.
  useEffect(() => {
    if (profiles.data && !touched) setSigners(initial(profiles.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the profiles arrive
  }, [profiles.data]);
  const [order, setOrder] = useState<"parallel" | "sequential">("parallel");
  const [message, setMessage] = useState("");
  const [days, setDays] = useState(30);
  const [otp, setOtp] = useState(true);
  const send = useSendForSignature(document.id);
  const id = useId();
  const fieldError = (path: string) =>
    send.error && isApiError(send.error, 400) ? send.error.errors.find((e) => e.path === path)?.message : undefined;

  const update = (i: number, change: Partial<SignerRow>) => {
    setTouched(true);
    setSigners((rows) => rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: TSignatureRequestBody = {
      signers: signers.map((s) => ({ name: s.name, email: s.email, role: s.role })),
      order,
      expiresInDays: days,
      otp,
      ...(message.trim() ? { message } : {}),
    };
    send.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Sent for signature", description: "Each signer gets an e-mail with their personal link." });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setSigners(initial());
          setTouched(false);
          send.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button type="button" variant="outline" size="sm" icon={Signature}>
            Send for signature
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Send for signature</DialogTitle>
            <DialogDescription>
              The current version of “{document.title}” is frozen and sent. Each signer gets a personal link by e-mail.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="mt-4 space-y-3">
            <legend className="mb-2 text-sm font-medium">Signers</legend>
            {signers.map((s, i) => (
              <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_8rem_auto]" data-testid="signer-row">
                <div>
                  <Label htmlFor={`${id}-name-${i}`}>Name</Label>
                  <Input id={`${id}-name-${i}`} value={s.name} maxLength={200} onChange={(e) => update(i, { name: e.target.value })} aria-invalid={!!fieldError(`signers.${i}.name`)} />
                  {fieldError(`signers.${i}.name`) && <p className="mt-1 text-xs text-destructive">{fieldError(`signers.${i}.name`)}</p>}
                </div>
                <div>
                  <Label htmlFor={`${id}-email-${i}`}>E-mail</Label>
                  <Input id={`${id}-email-${i}`} type="email" value={s.email} maxLength={254} onChange={(e) => update(i, { email: e.target.value })} aria-invalid={!!fieldError(`signers.${i}.email`)} />
                  {fieldError(`signers.${i}.email`) && <p className="mt-1 text-xs text-destructive">{fieldError(`signers.${i}.email`)}</p>}
                </div>
                <div>
                  <Label htmlFor={`${id}-role-${i}`}>Role</Label>
                  <select id={`${id}-role-${i}`} className={cn(fieldClasses, "h-10")} value={s.role} onChange={(e) => update(i, { role: e.target.value as Role })}>
                    <option value="signer">Signer</option>
                    <option value="approver">Approver</option>
                    <option value="cc">Gets a copy</option>
                  </select>
                </div>
                <div className="flex items-end">
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove signer ${i + 1}`} disabled={signers.length === 1} onClick={() => setSigners((rows) => rows.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            ))}
            {fieldError("signers") && <p className="text-xs text-destructive">{fieldError("signers")}</p>}
            <Button type="button" variant="outline" size="sm" icon={Plus} disabled={signers.length >= MAX_SIGNERS} onClick={() => setSigners((rows) => [...rows, { ...EMPTY }])}>
              Add a signer
            </Button>
          </fieldset>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-order`}>Order</Label>
              <select id={`${id}-order`} className={cn(fieldClasses, "h-10")} value={order} onChange={(e) => setOrder(e.target.value as "parallel" | "sequential")}>
                <option value="parallel">Everyone at once</option>
                <option value="sequential">One after another, in this order</option>
              </select>
            </div>
            <div>
              <Label htmlFor={`${id}-days`}>Expires after (days)</Label>
              <Input id={`${id}-days`} type="number" min={1} max={90} value={days} onChange={(e) => setDays(Number(e.target.value))} aria-invalid={!!fieldError("expiresInDays")} />
            </div>
          </div>
          <div className="mt-4">
            <Label htmlFor={`${id}-message`}>Message (optional)</Label>
            <Textarea id={`${id}-message`} value={message} maxLength={MESSAGE_MAX} rows={3} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={otp} onChange={(e) => setOtp(e.target.checked)} className="size-4" />
            Ask each signer for a code sent to their e-mail address
          </label>
          {send.error && !isApiError(send.error, 400) && (
            <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {getErrorMessage(send.error)}{" "}
              {isApiError(send.error, 402) && (
                <Link href="/pricing" className="font-medium underline">
                  See plans
                </Link>
              )}
            </p>
          )}
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={send.isPending}>
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
