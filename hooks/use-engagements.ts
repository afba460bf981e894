"use client";

import type { CreateEngagementBody, UpdateEngagementBody } from "@/lib/schemas/engagements";
import { useAdminMutation } from "./use-admin-mutation";

/** A dated period with its rates. */
export function useCreateEngagementPeriod() {
  return useAdminMutation((body: CreateEngagementBody) => ({ path: "/api/engagements", method: "POST", body }));
}

export function useUpdateEngagementPeriod(id: string) {
  return useAdminMutation((body: UpdateEngagementBody) => ({ path: `/api/engagements/${id}`, method: "PUT", body }));
}

export function useDeleteEngagementPeriod() {
  return useAdminMutation((id: string) => ({ path: `/api/engagements/${id}`, method: "DELETE" }));
}
