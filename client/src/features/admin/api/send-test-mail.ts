// POST /api/admin/mail/test: a test message to the admin, through the whole mail path (outbox,
// job, SMTP or the development outbox). The activity log is refreshed: a failure lands there.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_ACTIVITY_QUERY_KEY } from "./get-admin-activity";

export interface TestMailQueued {
  id: string;
  to: string;
  status: "queued";
}

export async function sendTestMail(): Promise<TestMailQueued> {
  const res = await apiRequest("POST", "/api/admin/mail/test", {});
  return (await res.json()) as TestMailQueued;
}

export function useSendTestMail({
  onSuccess,
  onError,
}: {
  onSuccess?: (queued: TestMailQueued) => void;
  onError?: (err: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: async (queued) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ACTIVITY_QUERY_KEY });
      onSuccess?.(queued);
    },
    onError,
  });
}
