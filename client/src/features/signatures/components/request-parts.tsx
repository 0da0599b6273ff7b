// The pieces of a signature request the owner acts on, shown both on its own page
// (/tools/digital-signature/:id) and in the document's signature panel: who has signed and when,
// and Remind, Void and the signed PDF.
import { Bell, CheckCircle2, Download, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { type TSignatureRequestDetail, ZSignatureEventData } from "@shared/api/signatures";
import { formatDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { ownerSignedPdfUrl, useRequestAction } from "../api/signatures";

export const when = (iso: string | null | undefined) => (iso ? formatDate(iso, "dateTime") : "");

type Party = TSignatureRequestDetail["signers"][number];

/**
 * Where a cc stands (status "copy": it signs nothing): it receives the sealed PDF once every
 * signer has signed; without mail on this server the trail says the copy was not e-mailed.
 */
export function copyText(request: Pick<TSignatureRequestDetail, "status" | "signedPdf" | "events">, cc: Pick<Party, "email">): string {
  if (request.status === "sent" || (request.status === "completed" && !request.signedPdf)) return "Receives a copy";
  if (request.status !== "completed") return "No copy: the request ended";
  const notSent = request.events.some((e) => {
    const event = ZSignatureEventData.safeParse(e);
    return event.success && event.data.kind === "email.not_sent" && event.data.data.message === "signed copy" && event.data.data.to.includes(cc.email);
  });
  return notSent ? "Copy not e-mailed" : "Copy sent";
}

const partyText = (request: TSignatureRequestDetail, s: Party) =>
  s.status === "signed" ? `Signed ${when(s.signedAt)}` : s.status === "declined" ? `Declined ${when(s.declinedAt)}` : s.status === "copy" ? copyText(request, s) : "Pending";

export function SignerList({ request }: { request: TSignatureRequestDetail }) {
  return (
    <ul className="divide-y rounded-lg border">
      {request.signers.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="min-w-0 [overflow-wrap:anywhere]">{s.name} · {s.email}{s.role !== "signer" ? ` (${s.role === "cc" ? "copy" : "approver"})` : ""}</span>
          <span className="flex items-center gap-1">
            {s.status === "signed" ? <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> : s.status === "declined" ? <XCircle className="size-4 text-red-600" aria-hidden="true" /> : null}
            {partyText(request, s)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The signed PDF once sealed, Remind and Void while open; `onChange` runs after each action. */
export function RequestControls({ request, onChange }: { request: TSignatureRequestDetail; onChange?: () => void }) {
  const actions = useRequestAction(request.id);
  const [reason, setReason] = useState("");
  const [voiding, setVoiding] = useState(false);
  const id = useId();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {request.signedPdf && (
          <Button asChild size="sm"><a href={ownerSignedPdfUrl(request.id)}><Download aria-hidden="true" /> Signed PDF</a></Button>
        )}
        {request.status === "sent" && (
          <>
            <Button type="button" variant="outline" size="sm" icon={Bell} pending={actions.remind.isPending} onClick={() => actions.remind.mutate(undefined, { onSuccess: onChange })}>
              Send a reminder
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setVoiding((v) => !v)}>Void</Button>
          </>
        )}
      </div>
      {request.signedPdf && (
        <p className="text-xs text-muted-foreground">The signed PDF ends with the signature page and the certificate of completion.</p>
      )}
      {request.sealFailed ? (
        <p role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive">
          Every party has signed, but the signed PDF could not be made — {request.sealFailed.error}. No copy was sent.
        </p>
      ) : (
        request.status === "completed" && !request.signedPdf && <p role="status" className="text-sm text-muted-foreground">Every party has signed: the signed PDF is being sealed.</p>
      )}
      {actions.remind.isSuccess && <p role="status" className="text-sm">Reminder sent with a new link.</p>}
      {actions.remind.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(actions.remind.error)}</p>}
      {voiding && (
        <form
          className="space-y-2 rounded-lg border p-4"
          onSubmit={(e) => {
            e.preventDefault();
            actions.void.mutate(reason, {
              onSuccess: () => {
                setVoiding(false);
                onChange?.();
              },
            });
          }}
        >
          <Label htmlFor={`${id}-reason`}>Why void this request? The signing links stop working.</Label>
          <Textarea id={`${id}-reason`} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          {actions.void.error && <p role="alert" className="text-sm text-destructive">{getErrorMessage(actions.void.error)}</p>}
          <Button type="submit" variant="destructive" disabled={!reason.trim()} pending={actions.void.isPending}>Void the request</Button>
        </form>
      )}
    </>
  );
}
