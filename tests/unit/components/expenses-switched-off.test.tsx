// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", async () => (await import("@/tests/support/navigation")).navigationAt("/contractor"));

const { FeaturesProvider } = await import("@/components/providers/features");
const { ComponentTabs } = await import("@/components/contractor/workspace/component-tabs");
const { TimesheetExports } = await import("@/components/contractor/workspace/timesheet-exports");
const { TimesheetControls } = await import("@/components/admin/timesheets/detail/timesheet-controls");
const { BatchActions } = await import("@/components/admin/timesheets/batch-actions");
const { AdminTimesheetDetail } = await import("@/components/admin/timesheets/detail/admin-timesheet-detail");
const { ReviewScreen } = await import("@/components/review/review-screen");
const { queryKeys } = await import("@/hooks/query-keys");
const { timesheet } = await import("./workspace/timesheet-fixture");
const { submittedReview } = await import("./review-fixture");

const detail = timesheet({ expensesStatus: "IN_PROGRESS" });

beforeEach(() => {
  // Lists the screens load beside the timesheet (comments, review links): empty.
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ data: [], nextCursor: null }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(expenses: boolean, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.timesheets.detail(detail.id), detail);
  return render(
    <QueryClientProvider client={client}>
      <FeaturesProvider value={{ invoicing: true, expenses }}>{children}</FeaturesProvider>
    </QueryClientProvider>,
  );
}

const review = submittedReview({
  timesheet: { id: detail.id, billingPeriod: detail.billingPeriod, status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "NOT_ELIGIBLE", submittedAt: null, version: 3 },
  contractor: { name: "Amara Okafor" },
  project: { name: "Grid Modernisation", clientName: "Northwind Energy" },
});

describe("FEATURE_EXPENSES=false hides expenses on every screen", () => {
  it("the contractor's workspace has no Expenses tab, even when the address asks for it", () => {
    renderWith(false, <ComponentTabs timesheet={detail} component="EXPENSES" onComponentChange={vi.fn()} today="2026-11-05" />);
    expect(screen.getByRole("tab", { name: /^Fee/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("tab", { name: /^Expenses/ })).toBeNull();
    cleanup();
    renderWith(true, <ComponentTabs timesheet={detail} component="EXPENSES" onComponentChange={vi.fn()} today="2026-11-05" />);
    expect(screen.getByRole("tab", { name: /^Expenses/ })).toBeTruthy();
  });

  it("the contractor has no Expenses workbook", () => {
    renderWith(false, <TimesheetExports timesheetId={detail.id} expenses />);
    expect(screen.getByRole("button", { name: "Fee workbook" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Expenses workbook" })).toBeNull();
  });

  it("the administrator has no expense exports, single or batch", () => {
    renderWith(false, <TimesheetControls timesheet={detail} today="2026-11-05" />);
    expect(screen.getByRole("button", { name: "Export fee" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export expenses" })).toBeNull();
    cleanup();
    renderWith(false, <BatchActions selection={{ ids: [detail.id] }} onResults={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Export fee" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export expenses" })).toBeNull();
  });

  it("the administrator's timesheet detail has no expenses section", () => {
    const heading = { contractorName: "Amara Okafor", contractorEmail: "amara@example.com", projectName: "Grid Modernisation", clientName: "Northwind Energy" };
    renderWith(false, <AdminTimesheetDetail timesheetId={detail.id} heading={heading} closeHref="/admin/timesheets" timeZone="UTC" today="2026-11-05" />);
    expect(screen.getByRole("heading", { name: /^Work logged/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /^Expenses \(\d+\)$/ })).toBeNull();
    cleanup();
    renderWith(true, <AdminTimesheetDetail timesheetId={detail.id} heading={heading} closeHref="/admin/timesheets" timeZone="UTC" today="2026-11-05" />);
    expect(screen.getByRole("heading", { name: /^Expenses \(\d+\)$/ })).toBeTruthy();
  });

  it("the reviewer's page has no expenses section", () => {
    renderWith(false, <ReviewScreen token="tok" initial={review} />);
    expect(screen.getByRole("heading", { name: /^Work logged/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /^Expenses \(\d+\)$/ })).toBeNull();
  });
});
