"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Page } from "@/lib/schemas/paging";
import type { CreateProjectBody, ProjectListItem, UpdateProjectBody } from "@/lib/schemas/projects";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** What the Projects page lists: its URL's search, client and archived toggle. */
export interface ProjectListFilters {
  q: string;
  clientId?: string;
  includeArchived: boolean;
}

function projectsPath({ q, clientId, includeArchived }: ProjectListFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (clientId) params.set("clientId", clientId);
  if (includeArchived) params.set("includeArchived", "true");
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return `/api/projects${text ? `?${text}` : ""}`;
}

/**
 * The projects matching the filters, by name, a page at a time: the first page is the one the
 * server rendered, `fetchNextPage` loads the next from GET /api/projects.
 */
export function useProjectPages(filters: ProjectListFilters, firstPage: Page<ProjectListItem>) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.projects(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<Page<ProjectListItem>>(projectsPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [firstPage], pageParams: [null] },
  });
}

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
