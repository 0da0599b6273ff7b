// /tools/digital-signature: send one of your documents for signature, see every request with its
// signers' status, and open one (/tools/digital-signature/:id) for its audit trail as a timeline,
// reminders, voiding and the signed PDF.
import { FileText, FileUp, ShieldCheck, ShieldX, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { ZSignatureEventData, type TSignatureRequestDetail } from "@shared/api/signatures";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { SendForSignatureDialog } from "./send-for-signature-dialog";
import { REQUEST_STATUS_LABEL } from "./request-status";
import { RequestControls, SignerList, when } from "./request-parts";

export { copyText } from "./request-parts";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Label } from "@/components/ui/label";
import { api } from "@shared/api/routes";
import { apiCall, getErrorMessage } from "@/lib/api-client";
import { planLimitMessageOf } from "@/lib/api-errors";
import { planLimitToast } from "@/features/billing";
import { useSignatureRequest, useSignatureRequests } from "../api/signatures";
import { cn } from "@/lib/utils";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UPLOAD_PDF_MAX_BYTES, UPLOAD_TITLE_MAX, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/api/uploaded-pdf";
import { notSentText, undeliveredText } from "@shared/mail";


const EVENT_LABEL: Record<string, string> = {
  created: "Request created",
  sent: "Signing link sent",
  "email.delivered": "E-mail delivered",
  "email.failed": "E-mail failed",
  opened: "Opened the document",
  "code.sent": "Code sent",
  "code.verified": "Code verified",
  "code.failed": "Wrong code",
  signed: "Signed",
  declined: "Declined",
  reminded: "Reminder sent",
  voided: "Voided",
  expired: "Expired",
  completed: "Completed",
  "seal.failed": "The signed PDF could not be made",
};

/**
 * An event in words; a failed e-mail names the address, so the owner can correct it; one this
 * server could not send (no mail configured) says so, and a link not sent can be sent with a reminder.
 */
export function eventLabel(e: Pick<TSignatureRequestDetail["events"][number], "kind" | "data">): string {
  const event = ZSignatureEventData.safeParse(e);
  if (event.success && event.data.kind === "email.failed") {
    const { to, message, error } = event.data.data;
    return undeliveredText(to, message === "signing code" ? "the signing code" : message === "signed copy" ? "the signed copy" : "the signing link", error);
  }
  if (event.success && event.data.kind === "email.not_sent") {
    const { to, message } = event.data.data;
    return message === "signed copy" ? notSentText(to, "the signed copy") : `${notSentText(to, "the signing link")} — send a reminder once it is`;
  }
  return EVENT_LABEL[e.kind] ?? e.kind;
}

export function SignatureTool({ user, requestId }: { user: HeaderUser | null; requestId?: string | undefined }) {
  return (
    <>
      <AppHeader user={user} />
      <main className="container max-w-5xl py-8">
        {requestId ? <RequestDetail id={requestId} /> : <RequestList />}
      </main>
    </>
  );
}

function PickDocument() {
  const id = useId();
  const [chosen, setChosen] = useState("");
  const documents = useQuery({ queryKey: ["/api/documents", "for-signature"], queryFn: () => apiCall(api.documents.list, { query: { limit: 100 } }) });
  const document = useQuery({ queryKey: ["/api/documents", chosen], queryFn: () => apiCall(api.documents.get, { params: { id: chosen } }), enabled: !!chosen });
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">Send a document for signature</h2>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-doc`}>Document</Label>
          <Select value={chosen} onValueChange={setChosen}>
            <SelectTrigger id={`${id}-doc`}>
              <SelectValue placeholder="Choose one of your documents…" />
            </SelectTrigger>
            <SelectContent>
              {documents.data?.map((d) => (
                <SelectItem key={d.id} value={d.id}>
                  {d.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {document.data && <SendForSignatureDialog document={document.data} />}
      </div>
      <UploadPdf onUploaded={setChosen} />
      {documents.data?.length === 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          No documents yet: <Link href="/tools" className="underline">create one</Link> first.
        </p>
      )}
    </section>
  );
}

/** The title an uploaded file starts with (the sender can change it): its name without ".pdf". */
export const titleOfFile = (name: string) => name.replace(/\.pdf$/i, "").trim().slice(0, UPLOAD_TITLE_MAX) || "Uploaded PDF";

/**
 * Uploads a PDF (at most 20 MB and 100 pages) as a document of its own, then picks it. The sender
 * chooses the file, then gives it the title the signers will see (a file name such as "consulting"
 * rarely is one), then uploads.
 */
function UploadPdf({ onUploaded }: { onUploaded: (id: string) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: ({ file, title }: { file: File; title: string }) =>
      apiCall(api.documents.upload, { query: { title }, body: new Blob([file], { type: "application/pdf" }) }),
    onSuccess: async (created) => {
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ["/api/documents"] });
      onUploaded(created.id);
    },
    // At the Free plan's limit: the server's words with the way to upgrade.
    onError: (err) => {
      const limit = planLimitMessageOf(err);
      if (limit) planLimitToast(limit);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const trimmed = title.trim();
    if (!trimmed) return setTitleError("Title is required");
    if (trimmed.length > UPLOAD_TITLE_MAX) return setTitleError(`Title must be at most ${UPLOAD_TITLE_MAX} characters`);
    setTitleError(null);
    upload.mutate({ file, title: trimmed });
  };
  return (
    <div className="mt-3 border-t pt-3">
      <Label htmlFor={`${id}-file`} className="flex items-center gap-2">
        <Upload className="size-4" aria-hidden="true" /> Or upload a PDF to sign
      </Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">At most 20 MB and 100 pages. Its pages are kept exactly as they are.</p>
      {/* The browser's own file input says "No file chosen" beside its button, even after an
          upload: it is hidden, and this button and the chosen file's name stand for it. */}
      <input
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        disabled={upload.isPending}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = "";
          if (!chosen) return;
          upload.reset();
          setTitleError(null);
          const over = chosen.size > UPLOAD_PDF_MAX_BYTES;
          setTooLarge(over);
          setFile(over ? null : chosen);
          setTitle(titleOfFile(chosen.name));
        }}
      />
      <label htmlFor={`${id}-file`} aria-hidden="true" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-2 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2")}>
        <FileUp aria-hidden="true" /> {file ? "Choose another PDF" : "Choose a PDF"}
      </label>
      {file && (
        <form onSubmit={submit} noValidate aria-label="Upload the PDF" className="mt-3 space-y-3 rounded-md border p-3">
          <p className="text-sm [overflow-wrap:anywhere]">
            <FileText className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
            {file.name}
          </p>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={UPLOAD_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${id}-title-error` : `${id}-title-hint`}
            />
            {titleError ? (
              <p id={`${id}-title-error`} className="text-sm text-destructive">{titleError}</p>
            ) : (
              <p id={`${id}-title-hint`} className="text-xs text-muted-foreground">What the signers see in their e-mail and on the signing page.</p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" pending={upload.isPending}>Upload</Button>
            <Button type="button" size="sm" variant="ghost" disabled={upload.isPending} onClick={() => setFile(null)}>Cancel</Button>
          </div>
        </form>
      )}
      {upload.isPending && <p role="status" className="mt-1 text-sm">Uploading…</p>}
      {upload.isSuccess && <p role="status" className="mt-1 text-sm">Uploaded “{upload.data.title}”: it is chosen above, ready to send.</p>}
      {(tooLarge || upload.error) && (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {tooLarge ? UPLOAD_TOO_LARGE_MESSAGE : getErrorMessage(upload.error)}
          {planLimitMessageOf(upload.error) && (
            <>
              {" "}
              <Link href="/pricing" className="font-medium underline underline-offset-2">
                Upgrade
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

function RequestList() {
  const requests = useSignatureRequests();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Digital Signatures</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Each signer confirms their e-mail with a code and signs online; the signed PDF is sealed against any change and carries the whole audit trail. Anyone can check it on the <Link href="/verify" className="underline">verification page</Link>.
        </p>
      </header>
      <PickDocument />
      <section aria-label="Signature requests" className="space-y-2">
        <h2 className="text-lg font-semibold">Your requests</h2>
        {requests.isPending && <p role="status">Loading…</p>}
        {requests.error && <p role="alert" className="text-destructive">{getErrorMessage(requests.error)}</p>}
        {requests.data?.length === 0 && <p className="text-sm text-muted-foreground">No signature requests yet.</p>}
        <ul className="divide-y rounded-lg border">
          {requests.data?.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link href={`/tools/digital-signature/${r.id}`} className="font-medium underline-offset-2 hover:underline [overflow-wrap:anywhere]">{r.documentTitle}</Link>
                <p className="text-xs text-muted-foreground">
                  {r.signers.filter((s) => s.status === "signed").length} of {r.signers.filter((s) => s.role !== "cc").length} signed · sent {when(r.createdAt)}
                </p>
              </div>
              <Badge variant={r.status === "completed" ? "default" : "secondary"}>{REQUEST_STATUS_LABEL[r.status]}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function RequestDetail({ id }: { id: string }) {
  const request = useSignatureRequest(id);
  if (request.isPending) return <p role="status">Loading…</p>;
  if (request.error) return <p role="alert" className="text-destructive">{getErrorMessage(request.error)}</p>;
  return <Detail request={request.data} />;
}

function Detail({ request }: { request: TSignatureRequestDetail }) {
  return (
    <div className="space-y-6">
      <p><Link href="/tools/digital-signature" className="text-sm underline">All requests</Link></p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{request.documentTitle}</h1>
          <p className="text-sm text-muted-foreground">Version {request.version} · expires {when(request.expiresAt)}</p>
        </div>
        <Badge>{REQUEST_STATUS_LABEL[request.status]}</Badge>
      </header>
      <RequestControls request={request} />
      <section aria-label="Signers">
        <h2 className="mb-2 text-lg font-semibold">Signers</h2>
        <SignerList request={request} />
      </section>
      <section aria-label="Audit trail">
        <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
          Audit trail
          {request.chainValid ? (
            <span className="flex items-center gap-1 text-sm font-normal text-emerald-700"><ShieldCheck className="size-4" aria-hidden="true" /> chain intact</span>
          ) : (
            <span className="flex items-center gap-1 text-sm font-normal text-red-700"><ShieldX className="size-4" aria-hidden="true" /> chain broken</span>
          )}
        </h2>
        <ol className="relative space-y-3 border-l pl-4">
          {request.events.map((e) => (
            <li key={e.seq} className="text-sm">
              <p className="font-medium">{eventLabel(e)}{e.actor.name ? ` · ${e.actor.name}` : e.actor.email ? ` · ${e.actor.email}` : ""}</p>
              <p className="text-xs text-muted-foreground">{when(e.at)}{e.ip ? ` · ${e.ip}` : ""}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
