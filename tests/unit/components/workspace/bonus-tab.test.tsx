// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/contractor",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const { BonusTab } = await import("@/components/contractor/bonus/bonus-tab");
const { timesheet } = await import("./timesheet-fixture");

afterEach(cleanup);

function renderTab(overrides: Parameters<typeof timesheet>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BonusTab timesheet={timesheet(overrides)} />
    </QueryClientProvider>,
  );
}

describe("the contractor's Bonus tab", () => {
  it("says there is no bonus when the engagement has none", () => {
    renderTab({ bonusStatus: "NOT_ELIGIBLE" });
    expect(screen.getByText("No bonus in this engagement")).toBeTruthy();
    expect(screen.queryByTestId("bonus-amount")).toBeNull();
  });

  it("shows the amount in the engagement's currency, the administrator's note and the status", () => {
    renderTab({ bonusStatus: "IN_PROGRESS", bonusAmount: "750.00", bonusNote: "For the early commissioning." });
    expect(screen.getByTestId("bonus-amount").textContent).toBe("€750.00");
    expect(screen.getByText("For the early commissioning.")).toBeTruthy();
    expect(screen.getByText("Bonus invoice")).toBeTruthy();
  });

  it("says the bonus cannot be prepared while the administrator has set no amount", () => {
    renderTab({ bonusStatus: "ELIGIBLE", bonusAmount: null });
    expect(screen.getByTestId("bonus-amount").textContent).toBe("No amount set yet");
    expect(screen.getByText(/so the bonus cannot be prepared yet/)).toBeTruthy();
  });
});
