// PATCH /api/admin/users/{id} {action}: on success the users and stats lists are refreshed
// (spec section 4), and the activity log, which now holds the action.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminUser, UserAction } from "@shared/api/admin";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";
import { ADMIN_ACTIVITY_QUERY_KEY } from "./get-admin-activity";
import { ADMIN_STATS_QUERY_KEY } from "./get-admin-stats";
import { ADMIN_USERS_QUERY_KEY } from "./get-admin-users";

export { USER_ACTIONS, type UserAction } from "@shared/api/admin";

export async function updateAdminUser({
  id,
  action,
}: {
  id: string;
  action: UserAction;
}): Promise<TAdminUser> {
  return apiCall(api.admin.updateUser, { params: { id }, body: { action } });
}

export function useUpdateAdminUser({
  onSuccess,
  onError,
}: {
  onSuccess?: (user: TAdminUser, action: UserAction) => void;
  onError?: (err: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: async (user, { action }) => {
      await Promise.all(
        [ADMIN_USERS_QUERY_KEY, ADMIN_STATS_QUERY_KEY, ADMIN_ACTIVITY_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onSuccess?.(user, action);
    },
    onError,
  });
}
