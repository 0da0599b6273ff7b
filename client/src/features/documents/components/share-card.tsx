// Share: one read-only public link per document; creating copies it, revoking stops it at once.
import { Link2Off, Share2 } from "lucide-react";
import type { TShareLink } from "@shared/api/documents";
import { ShareLinkField } from "./share-link-field";
import { useCreateShareLink, useRevokeShareLink } from "../api/share-link";
import { Button } from "@/components/ui/button";

export function ShareCard({ documentId, share }: { documentId: string; share: TShareLink | null }) {
  const create = useCreateShareLink(documentId);
  const revoke = useRevokeShareLink(documentId);

  return (
    <section aria-labelledby="share-title" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="share-title" className="text-base font-semibold text-slate-900">
        Share
      </h2>
      {share ? (
        <div className="mt-3">
          <ShareLinkField url={share.url} selectOnMount={create.data?.copied === false}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => revoke.mutate()}

              pending={revoke.isPending}
              icon={Link2Off}
            >
              Revoke link
            </Button>
          </ShareLinkField>
        </div>
      ) : (
        <>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Create a read-only link that anyone can open without signing in.
          </p>
          <Button
            type="button"
            className="mt-4 w-full"
            variant="outline"
            onClick={() => create.mutate()}

            pending={create.isPending}
            icon={Share2}
          >
            Share
          </Button>
        </>
      )}
    </section>
  );
}
