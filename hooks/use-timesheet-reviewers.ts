"use client";

import type { CreateReviewerBody, UpdateReviewerBody } from "@/lib/schemas/reviews";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateReviewer() {
  return useAdminMutation((body: CreateReviewerBody) => ({ path: "/api/timesheet-reviewers", method: "POST", body }));
}

export function useUpdateReviewer(id: string) {
  return useAdminMutation((body: UpdateReviewerBody) => ({ path: `/api/timesheet-reviewers/${id}`, method: "PUT", body }));
}

/** Removes a reviewer and revokes their open review links. */
export function useDeleteReviewer() {
  return useAdminMutation((id: string) => ({ path: `/api/timesheet-reviewers/${id}`, method: "DELETE" }));
}
