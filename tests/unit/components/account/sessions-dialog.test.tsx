// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionsDialog } from "@/components/account/sessions-dialog";
import type { SessionView } from "@/lib/schemas/sessions";

const here: SessionView = { id: "11111111-1111-4111-8111-111111111111", current: true, browser: "Firefox on Linux", ipAddress: "10.0.0.1", createdAt: "2026-11-20T08:00:00.000000Z", lastActiveAt: "2026-11-26T08:00:00.000000Z", expiresAt: "2026-12-03T08:00:00.000000Z" };
const phone: SessionView = { ...here, id: "22222222-2222-4222-8222-222222222222", current: false, browser: "Safari on iOS", ipAddress: "10.0.0.2" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(locale?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionsDialog open onOpenChange={() => undefined} email="ada@example.com" />
    </QueryClientProvider>,
    { locale },
  );
}

describe("SessionsDialog", () => {
  it("lists the sessions, marks this browser, and ends another after asking; the list is read again", async () => {
    let sessions = [here, phone];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "DELETE") {
        expect(url).toBe(`/api/user/sessions/${phone.id}`);
        sessions = [here];
        return new Response(JSON.stringify({ data: { ended: 1 } }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: sessions }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderDialog();
    const list = await screen.findByRole("list", { name: "Your sessions" });
    expect(within(list).getAllByTestId("session")).toHaveLength(2);
    expect(within(list).getByText("This browser")).toBeTruthy();
    expect(screen.getByText("1 other session.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /End the session in Firefox on Linux/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /End the session in Safari on iOS/ }));
    fireEvent.click(await screen.findByRole("button", { name: "End" }));
    await waitFor(() => expect(screen.getByText("You are signed in only here.")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("says so when the sessions cannot be loaded", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: { code: "FORBIDDEN", message: "Only a person signed in with a session has sessions; the API key has none." } }), { status: 403 })));
    renderDialog();
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load your sessions.");
  });
});

describe("SessionsDialog in German", () => {
  it("names the sessions and their times in German under de-DE", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ data: [here, phone] }), { status: 200 })));
    renderDialog("de-DE");
    expect(screen.getByRole("heading", { name: "Sitzungen" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Ihre Sitzungen" });
    expect(within(list).getByText("Dieser Browser")).toBeTruthy();
    expect(screen.getByText("1 weitere Sitzung.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Überall sonst abmelden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Sitzung in Safari unter iOS beenden, angemeldet / })).toBeTruthy();
  });
});
