"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import type { Language } from "@/lib/i18n/languages";
import type { currentUserView, UpdateCurrentUserInput } from "@/lib/schemas/user";
import { queryKeys } from "./query-keys";

export type CurrentUser = z.infer<typeof currentUserView>;

/** GET /api/user: the caller's profile, with a contractor's work days and product tours. */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.user.current,
    queryFn: async ({ signal }) => (await apiFetch<{ data: CurrentUser }>("/api/user", { signal })).data,
  });
}

/** Marks product tours seen (true) or to be shown again (false); the server merges them into what is stored. */
export function useSetProductTours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productTours: Record<string, boolean>) =>
      (await apiFetch<{ data: CurrentUser }>("/api/user", { method: "PUT", body: { productTours } })).data,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user.current, user),
  });
}

/**
 * The contractor's own profile saved (name, work days). Work days decide the date picker's disabled
 * days, so every cached timesheet, the user and the engagements are read again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCurrentUserInput) => (await apiFetch<{ data: CurrentUser }>("/api/user", { method: "PUT", body })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.current }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projectEngagements.all }),
      ]),
  });
}

/**
 * The person's interface language (null: the browser's). The pages are rendered in it on the server,
 * so the router reads the current page again once it is stored. That happens here, in the mutation's
 * own callback, not in one passed to mutate(): the user menu that asked may be closed before the
 * answer comes, and React Query drops a closed component's callbacks, leaving the page in the old language.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (locale: Language | null) => (await apiFetch<{ data: CurrentUser }>("/api/user", { method: "PUT", body: { locale } })).data,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user.current, user);
      router.refresh();
    },
  });
}
