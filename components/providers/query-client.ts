import { QueryClient } from "@tanstack/react-query";

/**
 * React Query defaults: data is fresh for 30 s, a failed query is retried once. Requests are
 * always sent, even when the browser says it is offline: React Query would otherwise pause them
 * and the screen would wait forever; sent, they fail (or time out, lib/api-client) and the screen
 * shows the failure with a way to try again.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, networkMode: "always" },
      mutations: { retry: 0, networkMode: "always" },
    },
  });
}
