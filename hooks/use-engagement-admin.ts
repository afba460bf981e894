"use client";

import type { CreateEngagementBody, CreateProjectEngagementBody, UpdateEngagementBody } from "@/lib/schemas/engagement-admin";
import { useAdminMutation } from "./use-admin-mutation";

/** Puts a contractor on a project (no rates yet). */
export function useAddContractorToProject() {
  return useAdminMutation((body: CreateProjectEngagementBody) => ({ path: "/api/project-engagements", method: "POST", body }));
}

/** Takes a contractor off a project; the server refuses once any of its timesheets holds work. */
export function useRemoveProjectEngagement() {
  return useAdminMutation((id: string) => ({ path: `/api/project-engagements/${id}`, method: "DELETE" }));
}

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
