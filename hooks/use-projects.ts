"use client";

import type { CreateProjectBody, UpdateProjectBody } from "@/lib/schemas/projects";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateProject() {
  return useAdminMutation((body: CreateProjectBody) => ({ path: "/api/projects", method: "POST", body }));
}

export function useUpdateProject(id: string) {
  return useAdminMutation((body: UpdateProjectBody) => ({ path: `/api/projects/${id}`, method: "PUT", body }));
}

/** archive or unarchive, with the version read so a stale screen is refused. */
export function useSetProjectArchived(id: string) {
  return useAdminMutation(({ archived, version }: { archived: boolean; version: number }) => ({
    path: `/api/projects/${id}/${archived ? "archive" : "unarchive"}`,
    method: "POST",
    body: { version },
  }));
}
