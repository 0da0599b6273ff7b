// A cookie policy's consent banner: the snippet to paste into the website, and the banner running
// live in a sandboxed frame the server serves (docs/API.md banner-preview). Shown by the cookie
// policy's result and, below the document, by the viewer (./viewer-extras.tsx).
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import {
  BANNER_PLACEMENT,
  CONSENT_MODE_COMMENT,
  CONSENT_MODE_PLACEMENT,
} from "@shared/doc-types/cookie-policy/banner-placement";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/clipboard";

/** The banner running live, as the server serves it (GET /api/documents/:id/banner-preview). */
const bannerPreviewUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/banner-preview`;

export function ConsentBannerPanel({
  documentId,
  snippet,
}: {
  documentId: string;
  snippet: string;
}) {
  const [copied, setCopied] = useState(false);
  const hasConsentMode = snippet.includes(CONSENT_MODE_COMMENT);

  const copy = async () => {
    if (await copyText(snippet)) {
      setCopied(true);
      toast({ title: "Copied", description: "The consent banner code is on your clipboard." });
    } else {
      toast({
        variant: "destructive",
        title: "Copy failed",
        description: "Select the code and copy it with your keyboard instead.",
      });
    }
  };

  return (
    <section
      aria-labelledby="consent-banner-title"
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="border-b px-5 py-4 sm:px-6">
        <h2 id="consent-banner-title" className="text-base font-semibold text-slate-900">
          Consent Banner
        </h2>
        {/* The same places, in the same words, as the code's own comments. */}
        {hasConsentMode ? (
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-muted-foreground" data-testid="banner-placement">
            <li>
              {CONSENT_MODE_PLACEMENT}, on every page: the Google Consent Mode v2 defaults (the
              code&apos;s first part).
            </li>
            <li>{BANNER_PLACEMENT}, on every page: the cookie consent banner (the rest).</li>
          </ol>
        ) : (
          <p className="mt-0.5 text-sm text-muted-foreground" data-testid="banner-placement">
            {BANNER_PLACEMENT}, on every page of your website: the cookie consent banner.
          </p>
        )}
        <p className="mt-1 text-sm text-muted-foreground">
          Visitors can accept, reject or choose cookie categories, as your policy describes.
        </p>
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <h3 id="banner-code-title" className="text-sm font-medium text-slate-900">
              Embed code
            </h3>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              Copy code
            </Button>
          </div>
          <pre
            tabIndex={0}
            aria-labelledby="banner-code-title"
            className="max-h-60 overflow-auto rounded-lg bg-slate-950 p-4 text-xs leading-5 text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <code data-testid="banner-snippet">{snippet}</code>
          </pre>
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-900">Live preview</h3>
          <iframe
            sandbox="allow-scripts"
            src={bannerPreviewUrl(documentId)}
            title="Consent banner preview"
            // Tall enough for the preferences window as well as the banner: nothing is cut off.
            className="h-[40rem] max-h-[85vh] w-full rounded-lg border bg-white"
          />
        </div>
      </div>
    </section>
  );
}
