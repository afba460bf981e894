import { QueryClient } from "@tanstack/react-query";

/** React Query defaults: data is fresh for 30 s, a failed query is retried once. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
