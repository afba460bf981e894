// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SsoProviderView } from "@/lib/schemas/sso-providers";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { SsoProvidersSection } = await import("@/components/admin/settings/sso/sso-providers-section");

afterEach(cleanup);

const provider: SsoProviderView = {
  id: "0b7e4f52-8f0c-4a4e-9c1d-1e2f3a4b5c6d",
  name: "Contoso Entra ID",
  issuer: "https://login.microsoftonline.com/contoso/v2.0",
  clientId: "settle-app",
  domains: ["contoso.com"],
  required: true,
  trustMfa: false,
  createdAt: "2026-11-01T10:00:00.000000Z",
  updatedAt: "2026-11-01T10:00:00.000000Z",
};

function renderSection(locale?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SsoProvidersSection providers={[provider]} callbackBase="https://settle.example" />
    </QueryClientProvider>,
    { locale },
  );
}

describe("Settings: single sign-on", () => {
  it("lists a provider with its redirect URI and whether passwords are refused", () => {
    renderSection();
    const row = within(screen.getByRole("table", { name: "Single sign-on providers" })).getByText("Contoso Entra ID").closest("tr")!;
    expect(row.textContent).toContain(`https://settle.example/api/auth/sso/callback/${provider.id}`);
    expect(row.textContent).toContain("Refused (required)");
  });

  it("speaks German under de-DE, the form's example issuer included", () => {
    renderSection("de-DE");
    const row = within(screen.getByRole("table", { name: "Single-Sign-on-Anbieter" })).getByText("Contoso Entra ID").closest("tr")!;
    expect(row.textContent).toContain("Abgelehnt (erforderlich)");
    fireEvent.click(within(row).getByRole("button", { name: "Anbieter Contoso Entra ID bearbeiten" }));
    const dialog = screen.getByRole("dialog", { name: "Contoso Entra ID bearbeiten" });
    expect(within(dialog).getByText("z. B. https://login.microsoftonline.com/<tenant id>/v2.0")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Speichern" })).toBeTruthy();
  });
});
