// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasskeysSection } from "@/components/account/passkeys-section";
import type { PasskeyView } from "@/lib/schemas/passkeys";

const laptop: PasskeyView = { id: "11111111-1111-4111-8111-111111111111", name: "Work laptop", createdAt: "2026-11-20T08:00:00.000000Z", lastUsedAt: null };
const phone: PasskeyView = { id: "22222222-2222-4222-8222-222222222222", name: "Phone", createdAt: "2026-11-21T08:00:00.000000Z", lastUsedAt: "2026-11-26T08:00:00.000000Z" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(locale?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PasskeysSection open />
    </QueryClientProvider>,
    { locale },
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Issue #49.2: the account's passkeys: list, empty and error states, removal after the password. */
describe("PasskeysSection", () => {
  it("says when there are none, and offers to add one", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ data: [] })));
    renderSection();
    expect(await screen.findByText("You have no passkeys yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add passkey" }));
    const form = screen.getByRole("form", { name: "Add a passkey" });
    expect(within(form).getByLabelText("Name")).toBeTruthy();
    expect(within(form).getByLabelText("Password")).toBeTruthy();
  });

  it("lists each with when it was added and last used, or never", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ data: [laptop, phone] })));
    renderSection();
    const list = await screen.findByRole("list", { name: "Your passkeys" });
    const [first, second] = within(list).getAllByTestId("passkey");
    expect(first!.textContent).toContain("Work laptop");
    expect(first!.textContent).toContain("never used");
    expect(second!.textContent).toContain("last used");
  });

  it("says so when the list cannot be read", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "INTERNAL", message: "Something went wrong." } }, 500)));
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Could not load your passkeys\./);
  });

  it("removes one only after the password, then a confirmation; the list is read again", async () => {
    let passkeys = [laptop, phone];
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        if (url === "/api/user/confirm-password") return json({ data: { confirmedUntil: "2026-11-28T18:00:00.000000Z" } });
        if (init?.method === "DELETE") {
          passkeys = [phone];
          return json({ data: { id: laptop.id } });
        }
        return json({ data: passkeys });
      }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove the passkey Work laptop" }));
    const step = screen.getByRole("group", { name: "Remove the passkey “Work laptop”?" });
    fireEvent.change(within(step).getByLabelText("Password"), { target: { value: "the password" } });
    fireEvent.click(within(step).getByRole("button", { name: "Continue" }));
    fireEvent.click(await within(step).findByRole("button", { name: "Remove passkey" }));
    await waitFor(() => expect(screen.getAllByTestId("passkey")).toHaveLength(1));
    expect(calls).toContain("POST /api/user/confirm-password");
    expect(calls.indexOf("POST /api/user/confirm-password")).toBeLessThan(calls.indexOf(`DELETE /api/user/passkeys/${laptop.id}`));
  });

  it("shows a refused removal in the reader's language", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === "/api/user/confirm-password") return json({ data: { confirmedUntil: "2026-11-28T18:00:00.000000Z" } });
        if (init?.method === "DELETE") return json({ error: { code: "FORBIDDEN", key: "passkeyRemovalNeedsPassword", message: "Removing a passkey needs your password: enter it again first (POST /api/user/confirm-password)." } }, 403);
        return json({ data: [laptop] });
      }),
    );
    renderSection("de");
    fireEvent.click(await screen.findByRole("button", { name: "Passkey Work laptop entfernen" }));
    const step = screen.getByRole("group", { name: /Work laptop/ });
    fireEvent.change(within(step).getByLabelText("Passwort"), { target: { value: "das Passwort" } });
    fireEvent.click(within(step).getByRole("button", { name: "Weiter" }));
    fireEvent.click(await within(step).findByRole("button", { name: "Passkey entfernen" }));
    expect((await within(step).findByRole("alert")).textContent).toBe("Zum Entfernen eines Passkeys brauchen wir Ihr Passwort: Geben Sie es zuerst erneut ein (POST /api/user/confirm-password).");
  });

  it("speaks German", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ data: [laptop] })));
    renderSection("de");
    expect(await screen.findByRole("heading", { name: "Passkeys" })).toBeTruthy();
    expect(await screen.findByText(/nie verwendet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Passkey hinzufügen" })).toBeTruthy();
  });
});
