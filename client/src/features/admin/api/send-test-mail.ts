// POST /api/admin/mail/test: a test message to the admin, through the whole mail path (outbox,
// job, SMTP or the development outbox). The activity log is refreshed: a failure lands there.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMailQueued, TMailTestRequest } from "@shared/mail";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";
import { ADMIN_ACTIVITY_QUERY_KEY } from "./get-admin-activity";

export const sendTestMail = (body: TMailTestRequest = {}) => apiCall(api.admin.testMail, { body });

export function useSendTestMail({
  onSuccess,
  onError,
}: {
  onSuccess?: (queued: TMailQueued) => void;
  onError?: (err: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestMail(),
    onSuccess: async (queued) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ACTIVITY_QUERY_KEY });
      onSuccess?.(queued);
    },
    onError,
  });
}
