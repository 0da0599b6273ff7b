// The viewer's Publish panel for a policy: publish it at its public address, publish a newer
// version there, or unpublish it; the address and the snippets that put it on the founder's own
// site (the embed script pinned with SRI, an iframe, the cookie banner, the terms tick box), each
// with a copy button; and who may record consents (allowed origins) and for how long.
import { Check, Copy, Globe, Upload, XCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { TDocument } from "@shared/api/documents";
import type { TPublication } from "@shared/api/publications";
import { formatDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { fieldErrorsOf } from "@/lib/api-errors";
import { copyText } from "@/lib/clipboard";
import { useDocumentPublication, usePublish, useUnpublish, useUpdatePublication } from "../api/publications";

/** The snippets a publication offers, by what they do. */
export function snippetsOf(p: TPublication): { label: string; code: string }[] {
  const script = (attrs: string) =>
    `<script src="${p.embed.scriptUrl}" integrity="${p.embed.integrity}" crossorigin="anonymous" ${attrs} async></script>`;
  const out = [
    { label: "Embed script", code: script(`data-publication="${p.id}"`) },
    { label: "Iframe", code: `<iframe src="${p.embed.iframeUrl}" title="${p.title.replace(/"/g, "&quot;")}" style="width:100%;min-height:40rem;border:0"></iframe>` },
  ];
  if (p.slug === "cookie-policy") out.push({ label: "Consent banner", code: script(`data-banner="${p.id}"`) });
  if (p.slug === "terms") out.push({ label: "Terms tick box (inside your form)", code: script(`data-accept="${p.id}" data-subject-field="email"`) });
  return out;
}

function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast({ title: "Copied", description: `${label} copied to the clipboard.` });
    }
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-2">
        {multiline ? (
          <Textarea id={id} readOnly value={value} rows={3} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        ) : (
          <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        )}
        <Button type="button" variant="outline" size="sm" icon={copied ? Check : Copy} onClick={copy} aria-label={`Copy ${label}`}>
          Copy
        </Button>
      </div>
    </div>
  );
}

function Settings({ publication, documentId }: { publication: TPublication; documentId: string }) {
  const originsId = useId();
  const retentionId = useId();
  const update = useUpdatePublication(documentId);
  const [origins, setOrigins] = useState(publication.allowedOrigins.join("\n"));
  const [retention, setRetention] = useState(String(publication.retentionMonths));
  useEffect(() => {
    setOrigins(publication.allowedOrigins.join("\n"));
    setRetention(String(publication.retentionMonths));
  }, [publication.allowedOrigins, publication.retentionMonths]);
  const errors = fieldErrorsOf(update.error);
  const errorOf = (path: string) => errors.find((e) => e.path === path || e.path.startsWith(`${path}.`))?.message;
  const save = () =>
    update.mutate(
      {
        id: publication.id,
        patch: {
          allowedOrigins: origins
            .split("\n")
            .map((o) => o.trim())
            .filter(Boolean),
          retentionMonths: Number(retention),
        },
      },
      { onSuccess: () => toast({ title: "Settings saved" }) },
    );
  return (
    <form
      className="space-y-3 border-t pt-4"
      aria-label="Publication settings"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={originsId}>Allowed origins</Label>
        <Textarea
          id={originsId}
          rows={2}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          aria-describedby={`${originsId}-hint`}
          aria-invalid={!!errorOf("allowedOrigins")}
        />
        <p id={`${originsId}-hint`} className="text-xs text-muted-foreground">
          One per line, like https://example.com: the sites whose pages may record consents and acceptances (at most 10).
        </p>
        {errorOf("allowedOrigins") && <p className="text-xs text-destructive">{errorOf("allowedOrigins")}</p>}
      </div>
      <div className="space-y-1">
        <Label htmlFor={retentionId}>Keep records for (months)</Label>
        <Input id={retentionId} type="number" min={1} max={120} value={retention} onChange={(e) => setRetention(e.target.value)} aria-invalid={!!errorOf("retentionMonths")} />
        {errorOf("retentionMonths") && <p className="text-xs text-destructive">{errorOf("retentionMonths")}</p>}
      </div>
      <Button type="submit" variant="outline" size="sm" pending={update.isPending}>
        Save settings
      </Button>
    </form>
  );
}

export function PublishPanel({ document }: { document: TDocument }) {
  const { data: publication, isPending } = useDocumentPublication(document.id);
  const publish = usePublish(document.id);
  const unpublish = useUnpublish(document.id);
  const publishError = fieldErrorsOf(publish.error)[0]?.message ?? (publish.error ? publish.error.message : null);

  const doPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (answer) => toast({ title: `Published: version ${answer.version}`, description: answer.url }),
    });

  const live = publication?.active ? publication : null;
  const behind = live ? live.documentId !== document.id || live.documentVersion < document.version : false;

  return (
    <section aria-labelledby="publish-title" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="publish-title" className="text-base font-semibold text-slate-900">
        Publish
      </h2>
      {isPending ? (
        <p className="mt-1 text-sm text-muted-foreground">Loading…</p>
      ) : live ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-muted-foreground">
            Live: version {live.version}, published {formatDate(live.publishedAt)}.
          </p>
          {live.templateUpdate && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900">
              A newer template is available{live.templateUpdate.reason ? ` (${live.templateUpdate.reason})` : ""}. Update the document to publish it.
            </p>
          )}
          <CopyField label="Public address" value={live.url} />
          <div className="flex flex-wrap gap-2">
            {behind && (
              <Button type="button" size="sm" icon={Upload} onClick={doPublish} pending={publish.isPending}>
                Publish new version
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              icon={XCircle}
              className="text-destructive hover:text-destructive"
              onClick={() => unpublish.mutate(live.id, { onSuccess: () => toast({ title: "Unpublished", description: "The address now says the policy is no longer published." }) })}
              pending={unpublish.isPending}
            >
              Unpublish
            </Button>
          </div>
          {snippetsOf(live).map((s) => (
            <CopyField key={s.label} label={s.label} value={s.code} multiline />
          ))}
          <Settings publication={live} documentId={document.id} />
        </div>
      ) : (
        <>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {publication
              ? "Unpublished: its address says it is no longer published. Publish it again to bring it back."
              : "Host this policy at a public address that keeps every version and a changelog, and embed it on your site."}
          </p>
          <Button type="button" className="mt-4 w-full" variant="outline" icon={Globe} onClick={doPublish} pending={publish.isPending}>
            {publication ? "Publish again" : "Publish"}
          </Button>
        </>
      )}
      {publishError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {publishError}
        </p>
      )}
    </section>
  );
}
