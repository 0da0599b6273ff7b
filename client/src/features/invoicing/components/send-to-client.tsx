// The document viewer's client actions: "Send" for a quote, an invoice or a receipt (to,
// cc, message: POST /api/documents/:id/send, which e-mails the client a link to their page with the
// PDF attached), and "Convert to invoice" for a quote (POST /api/documents/:id/convert; twice is a
// 409 naming the invoice made the first time, which it opens).
import { FileOutput, Send } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import type { TDocument } from "@shared/api/documents";
import { SEND_CC_MAX, SEND_MESSAGE_MAX, SENDABLE_TYPES } from "@shared/invoicing/client";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage, isApiError } from "@/lib/api-client";
import { useConvertQuote, useSendToClient } from "../api/invoicing";

export const isSendable = (type: string) => (SENDABLE_TYPES as readonly string[]).includes(type);

const NOUNS: Record<string, string> = { quote: "quote", invoice: "invoice", receipt: "receipt" };

/** The cc field as typed: addresses separated by commas, spaces or lines. */
const ccList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function SendToClientDialog({ document }: { document: Pick<TDocument, "id" | "type" | "title" | "metadata" | "billingStatus"> }) {
  const clientEmail = (document.metadata.input as { clientEmail?: unknown } | undefined)?.clientEmail;
  const initialTo = typeof clientEmail === "string" ? clientEmail : "";
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState(initialTo);
  const [cc, setCc] = useState("");
  const [message, setMessage] = useState("");
  const send = useSendToClient(document.id);
  const id = useId();
  const noun = NOUNS[document.type] ?? "document";
  const fieldError = (path: string) =>
    send.error instanceof ApiError ? send.error.errors.find((e) => e.path === path || e.path.startsWith(`${path}.`))?.message : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const copies = ccList(cc);
    send.mutate(
      { ...(to.trim() ? { to: to.trim() } : {}), ...(copies.length ? { cc: copies } : {}), ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast({ title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} sent`, description: `${answer.to} gets an e-mail with a link to it and the PDF attached.` });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTo(initialTo);
          setCc("");
          setMessage("");
          send.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        {/* The document's primary action: what a quote or an invoice is for. */}
        <Button type="button" size="sm" icon={Send}>
          Send
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Send the {noun} to your client</DialogTitle>
            <DialogDescription>
              Your client gets an e-mail with a link to “{document.title}”{document.type === "quote" ? ", where they can accept or decline it," : ""} and the PDF attached.
            </DialogDescription>
          </DialogHeader>
          <div className="mt-4 space-y-4">
            <div>
              <Label htmlFor={`${id}-to`}>To</Label>
              <Input id={`${id}-to`} type="email" value={to} maxLength={254} onChange={(e) => setTo(e.target.value)} aria-invalid={!!fieldError("to")} aria-describedby={fieldError("to") ? `${id}-to-error` : undefined} />
              {fieldError("to") && <p id={`${id}-to-error`} className="mt-1 text-xs text-destructive">{fieldError("to")}</p>}
              {document.billingStatus && document.billingStatus !== "draft" && (
                <p className="mt-1 text-xs text-muted-foreground">Sent to other people than last time, the links sent before stop working.</p>
              )}
            </div>
            <div>
              <Label htmlFor={`${id}-cc`}>Cc (optional)</Label>
              <Input id={`${id}-cc`} value={cc} maxLength={SEND_CC_MAX * 256} onChange={(e) => setCc(e.target.value)} placeholder="Separate addresses with commas" aria-invalid={!!fieldError("cc")} />
              {fieldError("cc") && <p className="mt-1 text-xs text-destructive">{fieldError("cc")}</p>}
            </div>
            <div>
              <Label htmlFor={`${id}-message`}>Message (optional)</Label>
              <Textarea id={`${id}-message`} value={message} maxLength={SEND_MESSAGE_MAX} rows={3} onChange={(e) => setMessage(e.target.value)} />
            </div>
          </div>
          {send.error && !isApiError(send.error, 400) && (
            <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {getErrorMessage(send.error)}
            </p>
          )}
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={send.isPending}>
              Send {noun}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The invoice a 409 names (the quote was converted before), from the answer's body. */
function convertedDocumentId(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { documentId?: unknown }).documentId;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

export function ConvertQuoteButton({ documentId }: { documentId: string }) {
  const convert = useConvertQuote(documentId);
  const [, navigate] = useLocation();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      icon={FileOutput}
      pending={convert.isPending}
      onClick={() =>
        convert.mutate(undefined, {
          onSuccess: (invoice) => {
            toast({ title: "Invoice created", description: `${invoice.number} was made from this quote.` });
            navigate(`/documents/${invoice.document.id}`);
          },
          onError: (error) => {
            const existing = isApiError(error, 409) ? convertedDocumentId(error.body) : undefined;
            if (typeof existing === "string") {
              toast({ title: "Already converted", description: getErrorMessage(error) });
              navigate(`/documents/${existing}`);
            } else {
              toast({ title: "Could not convert the quote", description: getErrorMessage(error), variant: "destructive" });
            }
          },
        })
      }
    >
      Convert to invoice
    </Button>
  );
}
