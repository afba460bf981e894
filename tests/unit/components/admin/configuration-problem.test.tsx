// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishText } from "@/lib/errors";
import { REVIEW_LINK_DAYS_MESSAGE, type Configuration } from "@/lib/schemas/configurations";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { ConfigurationsSection } = await import("@/components/admin/settings/configurations-section");

afterEach(cleanup);

const entry = (key: string, value: Configuration["value"], problem: string | null): Configuration => ({
  id: `5f0c2d1e-8a7b-4c6d-9e1f-${String(key.length).padStart(12, "0")}`,
  key,
  value,
  description: null,
  problem,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
});

function renderEntries(locale?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigurationsSection entries={[entry("reviewLinks.validityDays", "abc", englishText(REVIEW_LINK_DAYS_MESSAGE)), entry("reminders.firstReminderDay", 3, null)]} flags={[]} />
    </QueryClientProvider>,
    { locale },
  );
}

const rowOf = (key: string) => screen.getByText(key).closest("tr")!;

/** Issue #45.7: a stored value an older release wrote, that the application can no longer use, is flagged with the reason. */
describe("Settings: a configuration entry whose stored value is not valid", () => {
  it("is marked not valid, with the reason and that the default is used meanwhile; a valid one is not", () => {
    renderEntries();
    const invalid = rowOf("reviewLinks.validityDays");
    expect(within(invalid).getByText("Not valid")).toBeTruthy();
    expect(invalid.textContent).toContain("Review links are valid for a whole number of days from 1 to 90. Until it is corrected, the default is used.");
    expect(within(rowOf("reminders.firstReminderDay")).queryByText("Not valid")).toBeNull();
  });

  it("says it in German under de-DE", async () => {
    renderEntries("de-DE");
    const invalid = rowOf("reviewLinks.validityDays");
    expect(within(invalid).getByText("Ungültig")).toBeTruthy();
    await waitFor(() => expect(invalid.textContent).toContain("Prüfungslinks gelten eine ganze Zahl von Tagen, von 1 bis 90. Bis der Wert korrigiert ist, gilt der Standardwert."));
  });
});
