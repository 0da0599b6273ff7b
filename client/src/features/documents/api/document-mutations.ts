// What a person does to one document (docs/API.md "Documents"): rename, finalize, edit (a new
// version), restore a version, take a newer template, duplicate, delete. Each answer that is the
// document goes straight into the viewer's cache; the lists, versions and figures it changes are
// refreshed.
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDocument } from "@shared/api/documents";
import { planLimitMessageOf } from "@/lib/api-errors";
import { documentQueryKey } from "../document";
import { planLimitToast } from "@/features/billing";
import { toast } from "@/components/ui/use-toast";
import { api } from "@shared/api/routes";
import { apiCall, getErrorMessage } from "@/lib/api-client";
import { templateUpdateQueryKey, versionsQueryKey } from "./versions";


/** The document lists (the dashboard's, and every page of /documents), not one document's keys. */
const isListKey = (key: readonly unknown[]) =>
  key[0] === "/api/documents" && (key.length === 1 || typeof key[1] === "object");

function refreshLists(queryClient: QueryClient, { stats = false, user = false } = {}) {
  void queryClient.invalidateQueries({ predicate: (q) => isListKey(q.queryKey) });
  if (stats) void queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] });
  if (user) void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
}

/** A new answer for the document: shown at once; its versions and the lists catch up. */
function documentChanged(queryClient: QueryClient, document: TDocument, { stats = false } = {}) {
  queryClient.setQueryData(documentQueryKey(document.id), document);
  void queryClient.invalidateQueries({ queryKey: versionsQueryKey(document.id) });
  queryClient.removeQueries({ queryKey: templateUpdateQueryKey(document.id) });
  refreshLists(queryClient, { stats });
}

function failed(err: unknown) {
  console.error(err);
  toast({ variant: "destructive", title: "Error", description: getErrorMessage(err) });
}


/** PATCH { title }. The caller shows the server's field messages of a 400. */
export function useRenameDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, string>({
    mutationFn: (title) => apiCall(api.documents.update, { params: { id }, body: { title } }),
    onSuccess: (document) => {
      documentChanged(queryClient, document);
      toast({ title: "Document renamed", description: `It is now "${document.title}".` });
    },
  });
}

/** PATCH { status: "final" }: a draft becomes final, for good. */
export function useFinalizeDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, void>({
    mutationFn: () => apiCall(api.documents.update, { params: { id }, body: { status: "final" } }),
    onSuccess: (document) => {
      documentChanged(queryClient, document, { stats: true });
      toast({ title: "Document finalized", description: "It can no longer go back to draft." });
    },
    onError: failed,
  });
}

/** PUT the tool's request body: the next version. The caller puts a 400's messages on the form. */
export function useReviseDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, unknown>({
    mutationFn: (input) => apiCall(api.documents.editInput, { params: { id }, body: input }),
    onSuccess: (document) => {
      documentChanged(queryClient, document);
      toast({ title: "Document updated", description: `Saved as version ${document.version}.` });
    },
  });
}

/** POST restore: the old text becomes the newest version. */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, number>({
    mutationFn: (n) => apiCall(api.documents.restore, { params: { id, n: String(n) } }),
    onSuccess: (document, n) => {
      documentChanged(queryClient, document);
      toast({
        title: "Version restored",
        description: `The text of version ${n} is now version ${document.version}.`,
      });
    },
    onError: failed,
  });
}

/** POST template-update: a new version written by the type's latest template. */
export function useApplyTemplateUpdate(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, void>({
    mutationFn: () => apiCall(api.documents.templateUpdate, { params: { id } }),
    onSuccess: (document) => {
      documentChanged(queryClient, document);
      toast({
        title: "Document updated",
        description: `Version ${document.version} uses the latest template.`,
      });
    },
    onError: failed,
  });
}

/** POST duplicate: a new document, which counts against the Free plan (402 when used up). */
export function useDuplicateDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TDocument, Error, void>({
    mutationFn: () => apiCall(api.documents.duplicate, { params: { id } }),
    onSuccess: (copy) => {
      queryClient.setQueryData(documentQueryKey(copy.id), copy);
      refreshLists(queryClient, { stats: true, user: true });
      toast({ title: "Document duplicated", description: "You're now viewing the copy, a draft until you finalize it." });
    },
    onError: (err) => {
      const limit = planLimitMessageOf(err);
      if (limit) planLimitToast(limit);
      else failed(err);
    },
  });
}

/**
 * DELETE: the document, its versions, exports and share link are gone. `onDeleted` leaves the
 * page first; the cached document is dropped after, so the viewer never refetches it on its way out.
 */
export function useDeleteDocument(id: string, { onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiCall(api.documents.delete, { params: { id } });
    },
    onSuccess: () => {
      onDeleted();
      setTimeout(() => queryClient.removeQueries({ queryKey: documentQueryKey(id) }), 0);
      refreshLists(queryClient, { stats: true });
    },
    onError: failed,
  });
}
