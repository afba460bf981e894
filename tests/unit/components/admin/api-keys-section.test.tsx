// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiKeyView } from "@/lib/schemas/api-keys";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { ApiKeysSection } = await import("@/components/admin/settings/api-keys/api-keys-section");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const active: ApiKeyView = {
  id: "0b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d",
  name: "Payroll export",
  kind: "principal",
  owner: { id: "1b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d", name: "Payroll system", role: "SERVICE_PRINCIPAL" },
  scopes: { timesheets: "read", invoices: "write" },
  requestsPerMinute: 600,
  prefix: "stl_AbCdEfGh",
  status: "ACTIVE",
  createdAt: "2026-11-01T10:00:00.000000Z",
  createdBy: "Alex Admin",
  expiresAt: "2027-06-30T22:00:00.000000Z",
  lastUsedAt: null,
  revokedAt: null,
};
const revoked: ApiKeyView = { ...active, id: "2b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d", name: "Old sync", status: "REVOKED", revokedAt: "2026-11-02T10:00:00.000000Z" };

function renderSection(keys: ApiKeyView[], locale?: string, own = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiKeysSection apiKeys={keys} timeZone="UTC" own={own} />
    </QueryClientProvider>,
    { locale },
  );
}

describe("Settings: API keys", () => {
  it("lists keys by name, prefix, principal and status; a revoked key has nothing left to revoke", () => {
    renderSection([active, revoked]);
    const table = screen.getByRole("table", { name: "API keys" });
    const row = within(table).getByText("Payroll export").closest("tr")!;
    expect(row.textContent).toContain("stl_AbCdEfGh…");
    expect(row.textContent).toContain("Payroll system (service principal)");
    expect(row.textContent).toContain("Timesheets and records: Read");
    expect(row.textContent).toContain("Invoices and payments: Read and write");
    expect(row.textContent).toContain("Active");
    expect(row.textContent).toContain("Not yet");
    expect(screen.getByRole("button", { name: "Revoke the key Payroll export" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revoke the key Old sync" })).toBeNull();
  });

  it("speaks German under de-DE, with the creation time in the German way", () => {
    renderSection([active], "de-DE");
    const row = within(screen.getByRole("table", { name: "API-Schlüssel" })).getByText("Payroll export").closest("tr")!;
    expect(row.textContent).toContain("Aktiv");
    expect(row.textContent).toContain("01. Nov. 2026, 10:00 von Alex Admin");
    expect(row.textContent).toContain("Noch nicht");
    expect(screen.getByRole("button", { name: "Schlüssel Payroll export widerrufen" })).toBeTruthy();
  });

  it("checks the form with the API's schema (an expiry and a scope are required), sends the scopes chosen, and shows the key once", async () => {
    const key = `stl_${"k".repeat(48)}`;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toContain("/api/api-keys");
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      expect(body).toEqual({ name: "Payroll export", servicePrincipal: "Payroll system", expiresOn: "2027-06-30", scopes: { timesheets: "read", invoices: "write" } });
      return jsonResponse({ data: { apiKey: active, key } }, 201);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderSection([]);
    fireEvent.click(screen.getByRole("button", { name: "New API key" }));
    const dialog = screen.getByRole("dialog", { name: "New API key" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Create key" })));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Payroll export" } });
    fireEvent.change(within(dialog).getByLabelText("Service principal"), { target: { value: "Payroll system" } });
    fireEvent.change(within(dialog).getByLabelText("Expires after"), { target: { value: "2027-06-30" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Create key" })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByText("Give the key at least one scope.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Timesheets and records"), { target: { value: "read" } });
    fireEvent.change(within(dialog).getByLabelText("Invoices and payments"), { target: { value: "write" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Create key" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const shown = await screen.findByRole("dialog", { name: "API key" });
    expect(within(shown).getByTestId("api-key").textContent).toBe(key);
  });

  it("on a profile lists the person's own keys, makes one without a service principal and sends it to their own keys", async () => {
    const mine: ApiKeyView = { ...active, kind: "person", owner: { id: active.owner.id, name: "Amara", role: "SUBCONTRACTOR" } };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toContain("/api/user/api-keys");
      expect(JSON.parse(String(init?.body))).toEqual({ name: "My script", expiresOn: "2027-01-15", scopes: { timesheets: "read" } });
      return jsonResponse({ data: { apiKey: mine, key: "stl_x" } }, 201);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderSection([mine], undefined, true);
    const table = screen.getByRole("table", { name: "Your API keys" });
    expect(within(table).queryByText("Amara (person)")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "New API key" }));
    const dialog = screen.getByRole("dialog", { name: "New API key" });
    expect(within(dialog).queryByLabelText("Service principal")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "My script" } });
    fireEvent.change(within(dialog).getByLabelText("Expires after"), { target: { value: "2027-01-15" } });
    fireEvent.change(within(dialog).getByLabelText("Timesheets and records"), { target: { value: "read" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Create key" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
