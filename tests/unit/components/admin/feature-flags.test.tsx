// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { ConfigurationsSection } = await import("@/components/admin/settings/configurations-section");

afterEach(cleanup);

function renderFlags(invoicing: boolean, expenses: boolean, locale?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigurationsSection
        entries={[]}
        flags={[
          { name: "FEATURE_INVOICING", on: invoicing },
          { name: "FEATURE_EXPENSES", on: expenses },
        ]}
      />
    </QueryClientProvider>,
    { locale },
  );
}

describe("Settings: feature flags", () => {
  it("shows each flag's state and says how to change it: the environment variable, then a restart", () => {
    renderFlags(false, true);
    const list = screen.getByRole("list", { name: "Feature flags" });
    const invoicing = within(list).getByText("FEATURE_INVOICING").closest("li")!;
    expect(invoicing.textContent).toContain("Off");
    expect(invoicing.textContent).toContain("Set FEATURE_INVOICING=true in the server's environment and restart the server to switch it on.");
    const expenses = within(list).getByText("FEATURE_EXPENSES").closest("li")!;
    expect(expenses.textContent).toContain("On");
    expect(expenses.textContent).toContain("Set FEATURE_EXPENSES=false in the server's environment and restart the server to switch it off.");
  });

  it("says it in German under de-DE", () => {
    renderFlags(false, true, "de-DE");
    const list = screen.getByRole("list", { name: "Feature-Flags" });
    const invoicing = within(list).getByText("FEATURE_INVOICING").closest("li")!;
    expect(invoicing.textContent).toContain("Aus");
    expect(invoicing.textContent).toContain("Setzen Sie FEATURE_INVOICING=true in der Umgebung des Servers");
    expect(screen.getByText("Keine Konfigurationseinträge")).toBeTruthy();
  });
});
