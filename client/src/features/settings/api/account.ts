// Settings → Account calls (docs/API.md "Account"): the name, the data download, deleting the
// account.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAccountPatch } from "@shared/api/account";
import type { TPublicUser } from "@shared/api/users";
import { toast } from "@/components/ui/use-toast";
import { api } from "@shared/api/routes";
import { ApiError, apiCall, apiRequest, getErrorMessage, isApiError } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { downloadName, saveBlob } from "@/lib/download";

export const ACCOUNT_URL = "/api/account";
export const EXPORT_URL = "/api/account/export";

export const ACCOUNT_TOASTS = {
  nameSaved: { title: "Account updated", description: "Your name has been saved." },
  nameFailed: "Failed to save your name. Please try again.",
  exportStarted: (file: string) => ({ title: "Your data is downloading", description: `Everything you keep here is in ${file}.` }),
  exportFailed: "Failed to prepare your data. Please try again.",
  deleted: { title: "Account deleted", description: "Your account and everything in it have been deleted." },
  deleteFailed: "Failed to delete your account. Please try again.",
};

export function useUpdateName({ onFieldErrors }: { onFieldErrors: (err: ApiError) => void }) {
  const queryClient = useQueryClient();
  return useMutation<TPublicUser, Error, TAccountPatch>({
    mutationFn: (patch) => apiCall(api.account.update, { body: patch }),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      // Read back, so every screen shows the name as the server keeps it.
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      toast(ACCOUNT_TOASTS.nameSaved);
    },
    onError: (err) => {
      console.error(err);
      if (isApiError(err, 400)) onFieldErrors(err);
      toast({ variant: "destructive", title: "Error", description: ACCOUNT_TOASTS.nameFailed });
    },
  });
}

export function useDownloadData() {
  return useMutation<string, Error, void>({
    mutationFn: async () => {
      const res = await apiRequest("GET", EXPORT_URL);
      const name = downloadName(res, "founderdocs-export.zip");
      saveBlob(await res.blob(), name);
      return name;
    },
    onSuccess: (name) => toast(ACCOUNT_TOASTS.exportStarted(name)),
    onError: (err) => {
      console.error(err);
      // A download already running (409), the export budget (429), the printer away (503): the
      // server says which.
      const known = isApiError(err) && [409, 429, 503].includes(err.status);
      toast({ variant: "destructive", title: "Error", description: known ? getErrorMessage(err) : ACCOUNT_TOASTS.exportFailed });
    },
  });
}

export async function deleteAccount(confirm: string): Promise<void> {
  await apiCall(api.account.delete, { body: { confirm } });
}
