"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { NotificationSubscription, UpdateNotificationSubscriptionsInput } from "@/lib/schemas/notifications";
import { queryKeys } from "./query-keys";

/** Under the current user's key, so what invalidates the user invalidates this too. */
const subscriptionsKey = [...queryKeys.user.current, "notification-subscriptions"] as const;
const PATH = "/api/user/notification-subscriptions";

/** The signed-in person's channel settings; fetched only while the settings dialog is open. */
export function useNotificationSubscriptions(enabled: boolean) {
  return useQuery({
    queryKey: subscriptionsKey,
    queryFn: async ({ signal }) => (await apiFetch<{ data: NotificationSubscription[] }>(PATH, { signal })).data,
    enabled,
  });
}

export function useUpdateNotificationSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNotificationSubscriptionsInput) => (await apiFetch<{ data: NotificationSubscription[] }>(PATH, { method: "PUT", body })).data,
    onSuccess: (data) => queryClient.setQueryData(subscriptionsKey, data),
  });
}
