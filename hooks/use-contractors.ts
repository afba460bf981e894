"use client";

import { REQUEST_TIMEOUTS_MS } from "@/lib/api-client";
import type { CreateContractorBody, UpdateContractorBody } from "@/lib/schemas/contractors";
import { useAdminMutation } from "./use-admin-mutation";

/** Creates the contractor (INVITED) and queues the invitation e-mail. */
export function useInviteContractor() {
  return useAdminMutation((body: CreateContractorBody) => ({
    path: "/api/contractors",
    method: "POST",
    body,
    timeoutMs: REQUEST_TIMEOUTS_MS.contractorCreation,
  }));
}

/** A new one-time link; earlier ones stop working. */
export function useResendInvitation() {
  return useAdminMutation((id: string) => ({
    path: `/api/contractors/${id}/send-invitation`,
    method: "POST",
    timeoutMs: REQUEST_TIMEOUTS_MS.sendInvitation,
    cancelable: false,
  }));
}

/** Working days, or `active` (false ends their sessions and open invitation links). */
export function useUpdateContractor(id: string) {
  return useAdminMutation((body: UpdateContractorBody) => ({ path: `/api/contractors/${id}`, method: "PUT", body }));
}
