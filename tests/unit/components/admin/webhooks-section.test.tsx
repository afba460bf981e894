// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { WebhooksSection } = await import("@/components/admin/settings/webhooks/webhooks-section");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const endpoint = {
  id: "0b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d",
  url: "https://payroll.example.com/settle",
  description: "Payroll",
  eventTypes: ["timesheet.approved" as const],
  enabled: false,
  disabledReason: "Deliveries failed for three days.",
  failingSince: "2026-11-20T10:00:00.000000Z",
  previousSecretExpiresAt: null,
  version: 3,
  createdAt: "2026-11-01T10:00:00.000000Z",
};

function renderSection(endpoints = [endpoint], locale?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebhooksSection endpoints={endpoints} timeZone="UTC" />
    </QueryClientProvider>,
    { locale },
  );
}

describe("Settings: webhooks", () => {
  it("lists endpoints with their events and why one was disabled", () => {
    renderSection();
    const row = within(screen.getByRole("table", { name: "Webhook endpoints" })).getByText(endpoint.url).closest("tr")!;
    expect(row.textContent).toContain("timesheet.approved");
    expect(row.textContent).toContain("Disabled");
    expect(row.textContent).toContain("Deliveries failed for three days.");
  });

  it("speaks German under de-DE", () => {
    renderSection([endpoint], "de-DE");
    const row = within(screen.getByRole("table", { name: "Webhook-Endpunkte" })).getByText(endpoint.url).closest("tr")!;
    expect(row.textContent).toContain("Deaktiviert");
    expect(within(row).getByRole("button", { name: `Zustellungen an ${endpoint.url}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Neuer Endpunkt/ })).toBeTruthy();
  });

  it("checks the form with the API's schema, then shows the new secret once", async () => {
    const secret = `whsec_${"A".repeat(43)}=`;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse({ data: { ...endpoint, ...body, id: "1b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d", enabled: true, disabledReason: null, secret } }, 201);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderSection([]);
    fireEvent.click(screen.getByRole("button", { name: "New endpoint" }));
    const dialog = screen.getByRole("dialog", { name: "New webhook endpoint" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" })));
    expect(within(dialog).getByText("Choose at least one event.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "https://hooks.example.com/in" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "invoice.issued" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/webhook-endpoints");
    expect(JSON.parse(String(init?.body))).toEqual({ url: "https://hooks.example.com/in", description: "", eventTypes: ["invoice.issued"], enabled: true });
    const shown = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(within(shown).getByTestId("signing-secret").textContent).toBe(secret);
  });
});
