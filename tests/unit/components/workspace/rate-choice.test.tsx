// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, renderHook, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RateFrequency } from "@/lib/domain/reference";
import type { Engagement } from "@/lib/schemas/engagements";

const replace = vi.fn();
const push = vi.fn();
let search = new URLSearchParams();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace, refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/contractor",
  useSearchParams: () => search,
}));

const { FeeTab } = await import("@/components/contractor/fee/fee-tab");
const { frequenciesIn } = await import("@/components/contractor/fee/fee-rules");
const { useWorkspaceUrl } = await import("@/components/contractor/workspace/use-workspace-url");
const { timesheet } = await import("./timesheet-fixture");

afterEach(() => {
  cleanup();
  replace.mockReset();
  push.mockReset();
  search = new URLSearchParams();
});

const rate = (id: string, frequency: RateFrequency, amount: string) => ({ id, frequency, amount, currency: "EUR" as const });
/** A daily rate from January; an hourly on-call rate added from 15 October (periods of other frequencies may overlap). */
const engagements: Engagement[] = [
  { id: "61111111-1111-4111-8111-111111111111", startDate: "2026-01-01", endDate: null, rates: [rate("51111111-1111-4111-8111-111111111111", "DAILY", "850.00")] },
  { id: "62222222-2222-4222-8222-222222222222", startDate: "2026-10-15", endDate: "2026-11-30", rates: [rate("52222222-2222-4222-8222-222222222222", "HOURLY", "110.00")] },
];

const month = (monthNumber: number, name: string) =>
  timesheet({
    id: `1111111${monthNumber % 10}-1111-4111-8111-111111111111`,
    billingPeriod: { month: monthNumber, year: 2026, name },
    engagements,
    timesheetRecords: [],
  });

function renderFee(detail: ReturnType<typeof month>, chosen: RateFrequency | undefined, onRateChange = vi.fn()) {
  const client = new QueryClient();
  const view = (d: typeof detail, r: RateFrequency | undefined) => (
    <QueryClientProvider client={client}>
      <FeeTab timesheet={d} today="2026-10-20" rate={r} onRateChange={onRateChange} />
    </QueryClientProvider>
  );
  const rendered = render(view(detail, chosen));
  return { rerender: (d: typeof detail, r: RateFrequency | undefined) => rendered.rerender(view(d, r)), onRateChange };
}

const rateSelect = () => screen.getByLabelText("Rate") as HTMLSelectElement;

describe("The record form's rate", () => {
  it("lists the month's rates in the order the engagement has them, first the one in force first", () => {
    expect(frequenciesIn({ month: 10, year: 2026 }, engagements)).toEqual(["DAILY", "HOURLY"]);
    expect(frequenciesIn({ month: 12, year: 2026 }, engagements)).toEqual(["DAILY"]);
  });

  it("defaults to the engagement's first rate of the month, not Hourly", () => {
    renderFee(month(10, "October 2026"), undefined);
    expect(rateSelect().value).toBe("DAILY");
  });

  it("defaults to Daily even when the engagement lists its hourly rate first (#47.9)", () => {
    const hourlyFirst: Engagement[] = [
      {
        id: "63333333-3333-4333-8333-333333333333",
        startDate: "2026-01-01",
        endDate: null,
        rates: [rate("53333333-3333-4333-8333-333333333333", "HOURLY", "110.00"), rate("54444444-4444-4444-8444-444444444444", "DAILY", "850.00")],
      },
    ];
    renderFee(timesheet({ id: "13333333-1111-4111-8111-111111111111", billingPeriod: { month: 10, year: 2026, name: "October 2026" }, engagements: hourlyFirst, timesheetRecords: [] }), undefined);
    expect(rateSelect().value).toBe("DAILY");
  });

  it("keeps the choice across a month change while the new month has that rate; otherwise the new month's first", () => {
    const { rerender, onRateChange } = renderFee(month(10, "October 2026"), undefined);
    fireEvent.change(rateSelect(), { target: { value: "HOURLY" } });
    expect(onRateChange).toHaveBeenCalledWith("HOURLY");
    rerender(month(11, "November 2026"), "HOURLY");
    expect(rateSelect().value).toBe("HOURLY");
    rerender(month(12, "December 2026"), "HOURLY");
    // December has only the daily rate: no choice to make, and the form logs days.
    expect(screen.queryByLabelText("Rate")).toBeNull();
    expect(screen.getByLabelText(/^Time \(days/)).toBeTruthy();
  });

  it("lives in the workspace address, so choosing another month keeps it", () => {
    search = new URLSearchParams({ projectId: "p1", timesheetId: "t1", component: "TIMESHEET" });
    const { result } = renderHook(() => useWorkspaceUrl());
    act(() => result.current.selectRate("HOURLY"));
    expect(replace).toHaveBeenCalledWith("/contractor?projectId=p1&timesheetId=t1&component=TIMESHEET&rate=HOURLY", { scroll: false });
    search = new URLSearchParams({ projectId: "p1", timesheetId: "t1", component: "TIMESHEET", rate: "HOURLY" });
    const { result: after } = renderHook(() => useWorkspaceUrl());
    expect(after.current.rate).toBe("HOURLY");
    act(() => after.current.selectTimesheet("t2"));
    expect(push).toHaveBeenCalledWith("/contractor?projectId=p1&timesheetId=t2&component=TIMESHEET&rate=HOURLY", { scroll: false });
  });
});
