// Share links (docs/API.md): POST creates (or returns) the document's public link, DELETE revokes
// it. Creating copies the link; the link is also shown, selected, for browsers that refuse the copy.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDocument, TShareLink } from "@shared/api/documents";
import { toast } from "@/components/ui/use-toast";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";
import { copyText } from "@/lib/clipboard";
import { documentQueryKey } from "../document";

export interface CreatedShare extends TShareLink {
  /** Whether the link made it to the clipboard. */
  copied: boolean;
}

export const SHARE_TOASTS = {
  copied: { title: "Link copied", description: "Anyone with this link can view the document." },
  created: {
    title: "Share link created",
    description: "Copy the link below. Anyone with this link can view the document.",
  },
  failed: { title: "Error", description: "Failed to create share link. Please try again." },
  revoked: { title: "Link revoked", description: "The link no longer opens the document." },
  revokeFailed: { title: "Error", description: "Failed to revoke the link. Please try again." },
} as const;

function setCachedShare(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  share: TShareLink | null,
) {
  queryClient.setQueryData<TDocument>(documentQueryKey(id), (doc) =>
    doc ? { ...doc, share } : doc,
  );
}

export function useCreateShareLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation<CreatedShare, Error, void>({
    mutationFn: async () => {
      const answer = await apiCall(api.documents.share, { params: { id: documentId } });
      const copied = await copyText(answer.url);
      return { url: answer.url, createdAt: answer.createdAt, copied };
    },
    onSuccess: ({ url, createdAt, copied }) => {
      setCachedShare(queryClient, documentId, { url, createdAt });
      toast(copied ? SHARE_TOASTS.copied : SHARE_TOASTS.created);
    },
    onError: (err) => {
      console.error(err);
      toast({ variant: "destructive", ...SHARE_TOASTS.failed });
    },
  });
}

export function useRevokeShareLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiCall(api.documents.unshare, { params: { id: documentId } });
    },
    onSuccess: () => {
      setCachedShare(queryClient, documentId, null);
      toast(SHARE_TOASTS.revoked);
    },
    onError: (err) => {
      console.error(err);
      toast({ variant: "destructive", ...SHARE_TOASTS.revokeFailed });
    },
  });
}
