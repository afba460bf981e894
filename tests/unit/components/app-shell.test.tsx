// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({
  pathname: "/admin",
  search: "",
  replace: vi.fn<(href: string) => void>(),
  push: vi.fn<(href: string) => void>(),
}));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ replace: nav.replace, push: nav.push, refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const signOut = vi.hoisted(() => vi.fn<() => Promise<{ data: unknown; error: null | { message?: string } }>>());
vi.mock("@/lib/auth-client", () => ({ authClient: { signOut } }));

const { AppShell } = await import("@/components/shell/app-shell");

const admin = { name: "Ada Lovelace", email: "ada@example.com", role: "ADMIN" };
const contractor = { name: "Grace Hopper", email: "grace@example.com", role: "SUBCONTRACTOR" };

function renderShell(user: typeof admin, projects: { id: string; name: string }[] = [], children: ReactNode = <p>Page</p>, locale = "en-GB") {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AppShell user={user} projects={projects}>
        {children}
      </AppShell>
    </QueryClientProvider>,
    { locale },
  );
}

beforeEach(() => {
  nav.pathname = "/admin";
  nav.search = "";
  nav.replace.mockReset();
  signOut.mockReset();
});
afterEach(cleanup);

describe("AppShell", () => {
  it("shows the product name, the admin menu and the page", () => {
    renderShell(admin);
    expect(screen.getByText("Settle")).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Main" });
    const links = within(menu).getAllByRole("link").map((a) => a.textContent);
    // The spec's five entries, then Settings set apart under them (#47.9: not only in the user menu).
    expect(links).toEqual(["Dashboard", "Timesheets", "Projects", "Users", "Clients", "Settings"]);
    expect(within(menu).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/admin/settings");
    expect(screen.getByText("Page")).toBeTruthy();
  });

  it("highlights /admin only exactly and /admin/projects on sub-paths", () => {
    nav.pathname = "/admin/projects/42";
    renderShell(admin);
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Projects" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
  });

  it("lists the contractor's projects as children linking to the fee component", () => {
    nav.pathname = "/contractor";
    nav.search = "projectId=p-2&component=TIMESHEET";
    renderShell(contractor, [
      { id: "p-1", name: "Alpha" },
      { id: "p-2", name: "Beta" },
    ]);
    const menu = screen.getByRole("navigation", { name: "Main" });
    const beta = within(menu).getByRole("link", { name: "Beta" });
    expect(beta.getAttribute("href")).toBe("/contractor?projectId=p-2&component=TIMESHEET");
    expect(beta.getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Alpha" }).getAttribute("aria-current")).toBeNull();
    expect(within(menu).getByRole("link", { name: "History" })).toBeTruthy();
  });

  it("shows no menu entries for other roles", () => {
    renderShell({ ...admin, role: "SERVICE_PRINCIPAL" });
    expect(within(screen.getByRole("navigation", { name: "Main" })).queryAllByRole("link")).toHaveLength(0);
  });

  it("offers a contractor their profile from the user menu, and an administrator none", () => {
    renderShell(contractor);
    fireEvent.keyDown(screen.getByTestId("user-menu"), { key: "Enter" });
    expect(screen.getByRole("menuitem", { name: "Profile" }).getAttribute("href")).toBe("/contractor/profile");
    cleanup();
    renderShell(admin);
    fireEvent.keyDown(screen.getByTestId("user-menu"), { key: "Enter" });
    expect(screen.queryByRole("menuitem", { name: "Profile" })).toBeNull();
  });

  it("restarts the product tour from the user menu: the tour is stored as unseen, then the workspace opens", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ data: {} }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderShell(contractor);
    fireEvent.keyDown(screen.getByTestId("user-menu"), { key: "Enter" });
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Take the tour again" })));
    // The open menu also reads the person's language (GET /api/user); the tour is the one write.
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(writes.map(([url]) => url)).toEqual(["/api/user"]);
    expect(JSON.parse(String(writes[0]![1]?.body))).toEqual({ productTours: { workspace: false } });
    expect(nav.push).toHaveBeenCalledWith("/contractor");
    vi.unstubAllGlobals();
  });

  it("speaks German to a person who reads German: menu, role, user menu", () => {
    renderShell(admin, [], <p>Seite</p>, "de-DE");
    expect(screen.getByRole("navigation", { name: "Hauptmenü" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Übersicht" }).getAttribute("href")).toBe("/admin");
    fireEvent.keyDown(screen.getByTestId("user-menu"), { key: "Enter" });
    expect(screen.getByTestId("user-role").textContent).toBe("Administrator");
    expect(screen.getByRole("menuitem", { name: "Einstellungen" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Abmelden" })).toBeTruthy();
    expect(screen.getByTestId("theme-switch").getAttribute("aria-label")).toBe("Design");
  });

  it("signs out from the user menu and goes to /sign-in", async () => {
    signOut.mockResolvedValue({ data: { success: true }, error: null });
    renderShell(admin);
    const trigger = screen.getByTestId("user-menu");
    expect(trigger.textContent).toContain("Ada Lovelace");
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(screen.getByTestId("user-role").textContent).toBe("Administrator");
    expect(screen.getByTestId("theme-switch").getAttribute("aria-label")).toBe("Theme");
    expect(within(screen.getByTestId("theme-switch")).getAllByRole("menuitemradio").map((i) => i.getAttribute("aria-label"))).toEqual([
      "Light theme",
      "Dark theme",
      "System theme",
    ]);
    // Each language is named in itself, with its lang, beside following the browser.
    const languages = within(screen.getByTestId("language-switch")).getAllByRole("menuitemradio");
    expect(languages.map((item) => [item.textContent, item.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["Deutsch", "de"],
      ["Browser's language", null],
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: /sign out/i }));
    });
    expect(signOut).toHaveBeenCalledOnce();
    expect(nav.replace).toHaveBeenCalledWith("/sign-in");
  });
});
