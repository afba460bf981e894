// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const { CommandPalette } = await import("@/components/shell/command-palette");

beforeAll(() => {
  // cmdk measures and scrolls its list; jsdom has neither.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  push.mockReset();
  vi.unstubAllGlobals();
});

function renderPalette(role: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommandPalette role={role} projects={[{ id: "11111111-1111-4111-8111-111111111111", name: "Grid Modernisation" }]} />
    </QueryClientProvider>,
  );
}

const openWithKeyboard = () => act(() => void fireEvent.keyDown(document, { key: "k", ctrlKey: true }));

describe("CommandPalette", () => {
  it("opens with Ctrl+K, finds a contractor's page by typing and opens it with Enter", async () => {
    renderPalette("SUBCONTRACTOR");
    expect(screen.queryByRole("dialog")).toBeNull();
    openWithKeyboard();
    const input = screen.getByRole("combobox", { name: "Search pages and commands" });
    expect(screen.getByRole("option", { name: /Timesheet: Grid Modernisation/ })).toBeTruthy();
    fireEvent.change(input, { target: { value: "histo" } });
    // Best match first (cmdk ranks fuzzy matches), and it is the selected one Enter runs.
    await waitFor(() => expect(screen.getAllByRole("option")[0]!.textContent).toBe("History"));
    expect(screen.getAllByRole("option")[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/contractor/history");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("finds a contractor for an administrator through the look-up and opens their timesheets", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const data = url.startsWith("/api/lookups/contractors") ? [{ id: "22222222-2222-4222-8222-222222222222", name: "Amara Okafor", detail: "amara@settle.local" }] : [];
      return new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderPalette("ADMIN");
    openWithKeyboard();
    fireEvent.change(screen.getByRole("combobox", { name: "Search pages and commands" }), { target: { value: "amara" } });
    const option = await screen.findByRole("option", { name: /Timesheets of Amara Okafor/ });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/lookups/contractors?q=amara");
    fireEvent.click(option);
    expect(push).toHaveBeenCalledWith("/admin/timesheets?contractor=22222222-2222-4222-8222-222222222222");
  });

  it("says when nothing matches", async () => {
    renderPalette("SUBCONTRACTOR");
    openWithKeyboard();
    fireEvent.change(screen.getByRole("combobox", { name: "Search pages and commands" }), { target: { value: "zzzzqqq" } });
    expect(await screen.findByText("Nothing found.")).toBeTruthy();
  });
});
