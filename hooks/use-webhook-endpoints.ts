"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { UpdateWebhookEndpointBody, WebhookDelivery, WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import { useAdminMutation } from "./use-admin-mutation";
import { queryKeys } from "./query-keys";

/** An endpoint's delivery log; read while it is open, and again after every admin change (a test, a resend). */
export function useWebhookDeliveries(endpointId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.webhookDeliveries(endpointId ?? ""),
    queryFn: async ({ signal }) => (await apiFetch<{ data: WebhookDelivery[] }>(`/api/webhook-endpoints/${endpointId}/deliveries`, { signal })).data,
    enabled: endpointId !== null,
    // The worker sends within seconds: keep the log current while it is on screen.
    refetchInterval: 3_000,
  });
}

export function useCreateWebhookEndpoint() {
  return useAdminMutation<unknown, WebhookEndpointWithSecret>((body) => ({ path: "/api/webhook-endpoints", method: "POST", body }));
}

export function useUpdateWebhookEndpoint(id: string) {
  return useAdminMutation((body: UpdateWebhookEndpointBody) => ({ path: `/api/webhook-endpoints/${id}`, method: "PUT", body }));
}

export function useDeleteWebhookEndpoint() {
  return useAdminMutation((id: string) => ({ path: `/api/webhook-endpoints/${id}`, method: "DELETE" }));
}

export function useRotateWebhookSecret() {
  return useAdminMutation<string, WebhookEndpointWithSecret>((id) => ({ path: `/api/webhook-endpoints/${id}/rotate-secret`, method: "POST" }));
}

export function useSendTestEvent() {
  return useAdminMutation((id: string) => ({ path: `/api/webhook-endpoints/${id}/test`, method: "POST" }));
}

export function useResendWebhookDelivery(endpointId: string) {
  return useAdminMutation((deliveryId: string) => ({ path: `/api/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/resend`, method: "POST" }));
}
