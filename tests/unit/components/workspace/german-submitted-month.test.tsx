// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", async () => (await import("@/tests/support/navigation")).navigationAt("/contractor"));

const { FeaturesProvider } = await import("@/components/providers/features");
const { ComponentTabs } = await import("@/components/contractor/workspace/component-tabs");
const { AdminTimesheetDetail } = await import("@/components/admin/timesheets/detail/admin-timesheet-detail");
const { ReviewScreen } = await import("@/components/review/review-screen");
const { queryKeys } = await import("@/hooks/query-keys");
const { REFUSAL_REASONS } = await import("@/lib/domain/transition-reasons");
const { timesheet, record } = await import("./timesheet-fixture");
const { submittedReview } = await import("../review-fixture");

/**
 * The submitted month in German (#47.5): the contractor's Fee, Expenses and Bonus tabs and the
 * administrator's detail of the same month show no English sentence (the domain's reasons went
 * to the screen in English: "This timesheet is submitted and waiting for review.").
 */
const submitted = timesheet({
  status: "SUBMITTED",
  feeStatus: "SUBMITTED",
  expensesStatus: "SUBMITTED",
  bonusStatus: "ELIGIBLE",
  submittedAt: "2026-11-02T09:00:00.000000Z",
  timesheetRecords: [record({ id: "71111111-1111-4111-8111-111111111111", date: "2026-10-05", workSummary: "Umspannwerk", counterPart: "Betrieb" })],
});

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ data: [], nextCursor: null }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGerman(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.timesheets.detail(submitted.id), submitted);
  return render(
    <QueryClientProvider client={client}>
      <FeaturesProvider value={{ invoicing: false, expenses: true }}>{children}</FeaturesProvider>
    </QueryClientProvider>,
    { locale: "de-DE" },
  );
}

/** English words no German sentence has; the fixture's names hold none of them. */
const ENGLISH = /\b(the|this|is|and|for|waiting|review|can|cannot|only|submitted|approved|your|you)\b/i;

function englishLeft(root: HTMLElement): string[] {
  const texts = [...root.querySelectorAll("*")]
    .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent?.trim() ?? ""))
    .concat([...root.querySelectorAll("[title],[aria-label]")].flatMap((element) => [element.getAttribute("title") ?? "", element.getAttribute("aria-label") ?? ""]));
  return texts.filter((text) => text && ENGLISH.test(text));
}

describe("the submitted month in German", () => {
  it.each(["TIMESHEET", "EXPENSES", "BONUS"] as const)("the contractor's %s tab shows no English", async (component) => {
    const { container } = renderGerman(<ComponentTabs timesheet={submitted} component={component} onComponentChange={vi.fn()} today="2026-11-05" />);
    await waitFor(() => expect(screen.getAllByRole("tab").length).toBeGreaterThan(0));
    // The German refusal table loads on first use, as in the browser.
    await waitFor(() => expect(englishLeft(container)).toEqual([]));
    expect(container.textContent).not.toContain(REFUSAL_REASONS.timesheetSubmitted);
  });

  it("the fee tab says in German that the month waits for review", async () => {
    const { container } = renderGerman(<ComponentTabs timesheet={submitted} component="TIMESHEET" onComponentChange={vi.fn()} today="2026-11-05" />);
    await waitFor(() => expect(container.textContent).toContain("Dieser Stundennachweis ist eingereicht und wartet auf die Prüfung."));
  });

  it("the administrator's detail of the month shows no English", async () => {
    const { container } = renderGerman(<AdminTimesheetDetail
        timesheetId={submitted.id}
        heading={{ contractorName: "Amara Okafor", contractorEmail: "amara@example.com", projectName: "Grid Modernisation", clientName: "Northwind Energy" }}
        closeHref="/admin/timesheets"
        timeZone="UTC"
        today="2026-11-05"
      />);
    await waitFor(() => expect(container.textContent).toContain("Honorar"));
    await waitFor(() => expect(englishLeft(container)).toEqual([]));
  });

  // The person's own words are German too, so only the product's words are judged.
  const records = [
    record({ id: "71111111-1111-4111-8111-111111111111", date: "2026-10-05", workSummary: "Umspannwerk", counterPart: "Betrieb" }),
    record({ id: "72222222-2222-4222-8222-222222222222", date: "2026-10-06", workSummary: "Schutzrelais prüfen", counterPart: "", timeAmount: "0.50", flagged: true }),
  ];
  const months = {
    DUE: timesheet({ timesheetRecords: records, status: "DUE", feeStatus: "IN_PROGRESS", expensesStatus: "ELIGIBLE", bonusStatus: "ELIGIBLE" }),
    EMPTY: timesheet({ status: "DUE", feeStatus: "DUE", timesheetRecords: [], expenseRecords: [] }),
    PREPARED: timesheet({ timesheetRecords: records, status: "IN_PROGRESS", feeStatus: "PREPARED", expensesStatus: "NOT_ELIGIBLE" }),
    CONTESTED: timesheet({ timesheetRecords: records, status: "CONTESTED", feeStatus: "CONTESTED", expensesStatus: "APPROVED" }),
    APPROVED: timesheet({ timesheetRecords: records, status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "ELIGIBLE", bonusAmount: "500.00" }),
    CLOSED: timesheet({ timesheetRecords: records, status: "CLOSED", feeStatus: "APPROVED", expensesStatus: "APPROVED", closedAt: "2026-11-20T10:00:00.000000Z" }),
  };
  it.each(Object.keys(months).flatMap((name) => (["TIMESHEET", "EXPENSES", "BONUS"] as const).map((component) => [name, component] as const)))(
    "the contractor's month %s, %s tab: no English",
    async (name, component) => {
      const month = months[name as keyof typeof months];
      const { container } = renderGerman(<ComponentTabs timesheet={month} component={component} onComponentChange={vi.fn()} today="2026-11-05" />);
      await waitFor(() => expect(screen.getAllByRole("tab").length).toBeGreaterThan(0));
      await waitFor(() => expect(englishLeft(container)).toEqual([]));
    },
  );

  it("the reviewer's screen of the submitted month shows no English", async () => {
    const review = submittedReview({
      timesheet: { id: submitted.id, billingPeriod: submitted.billingPeriod, status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE", submittedAt: "2026-11-02T09:00:00.000000Z", version: 3 },
      contractor: { name: "Amara Okafor" },
      project: { name: "Netzmodernisierung", clientName: "Nordwind Energie" },
      components: [
        { component: "TIMESHEET", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
        { component: "EXPENSES", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
        { component: "BONUS", status: "ELIGIBLE", canApprove: false, canContest: false, refusal: "Only a submitted component can be approved; the bonus component is eligible." },
      ],
      totals: { fee: [{ amount: "1275.00", currency: "EUR" }], expenses: [], bonus: [] },
    });
    const { container } = renderGerman(<ReviewScreen token="tok" initial={review} />);
    await waitFor(() => expect(container.textContent).toContain("Honorar"));
    await waitFor(() => expect(englishLeft(container)).toEqual([]));
  });
});
