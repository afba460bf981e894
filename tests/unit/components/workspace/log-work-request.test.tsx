// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Engagement } from "@/lib/schemas/engagements";

let search = "";
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/contractor",
  useSearchParams: () => new URLSearchParams(search),
}));

const { FeeTab } = await import("@/components/contractor/fee/fee-tab");
const { timesheet } = await import("./timesheet-fixture");

const scrolled = vi.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  scrolled.mockReset();
  search = "";
  vi.restoreAllMocks();
});

const engagements: Engagement[] = [
  { id: "61111111-1111-4111-8111-111111111111", startDate: "2026-01-01", endDate: null, rates: [{ id: "51111111-1111-4111-8111-111111111111", frequency: "DAILY", amount: "850.00", currency: "EUR" }] },
];

function renderFee() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeeTab timesheet={timesheet({ billingPeriod: { month: 10, year: 2026, name: "October 2026" }, engagements, timesheetRecords: [] })} today="2026-10-20" />
    </QueryClientProvider>,
  );
}

describe("The fee tab reached by the palette's Log work (?logWork=1)", () => {
  it("scrolls to the calendar and the record form, puts the focus on the calendar's day to start from, and drops the parameter", () => {
    search = "projectId=p1&component=TIMESHEET&timesheetId=t1&logWork=1";
    const replace = vi.spyOn(window.history, "replaceState");
    renderFee();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect((scrolled.mock.contexts[0] as Element).contains(screen.getByRole("form", { name: "Log work" }))).toBe(true);
    expect(replace).toHaveBeenCalledWith(null, "", "/contractor?projectId=p1&component=TIMESHEET&timesheetId=t1");
    const focused = document.activeElement as HTMLElement;
    expect(screen.getByRole("grid").contains(focused)).toBe(true);
    expect(focused.tagName).toBe("BUTTON");
  });

  it("leaves the focus and the scroll alone on any other link", () => {
    search = "projectId=p1&component=TIMESHEET&timesheetId=t1";
    renderFee();
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
