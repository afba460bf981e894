import { vi } from "vitest";

/**
 * next/navigation for a component rendered outside Next: a router whose calls are recorded, at
 * `pathname`, with no query. `vi.mock("next/navigation", async () => (await import("@/tests/support/navigation")).navigationAt("/contractor"))`
 */
export function navigationAt(pathname: string) {
  return {
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
    usePathname: () => pathname,
    useSearchParams: () => new URLSearchParams(),
  };
}
