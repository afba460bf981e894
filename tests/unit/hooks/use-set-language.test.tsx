// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/hooks/query-keys";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

const { useSetLanguage } = await import("@/hooks/use-current-user");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

/**
 * The language is chosen in the user menu, and a person (or a keyboard's Escape) may close that menu
 * before the server has stored the choice. The page must still be read again in the new language:
 * the CI run of stop 55 showed a German choice stored and the page left in English.
 */
describe("choosing the interface language", () => {
  it("reads the page again once the choice is stored, even when the menu that asked has closed", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const menu = renderHook(() => useSetLanguage(), { wrapper });

    menu.result.current.mutate("de");
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    menu.unmount();
    answer(new Response(JSON.stringify({ data: { id: "u1", locale: "de" } }), { status: 200, headers: { "content-type": "application/json" } }));

    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(client.getQueryData(queryKeys.user.current)).toMatchObject({ locale: "de" });
  });
});
