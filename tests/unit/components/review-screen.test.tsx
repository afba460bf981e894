// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeaturesProvider } from "@/components/providers/features";
import { ReviewScreen } from "@/components/review/review-screen";
import { ReviewUnavailable } from "@/components/review/review-unavailable";
import { submittedReview } from "./review-fixture";

const review = submittedReview({
  timesheet: { id: "11111111-1111-4111-8111-111111111111", billingPeriod: { month: 10, year: 2026, name: "October 2026" }, status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "NOT_ELIGIBLE", submittedAt: null, version: 3 },
  contractor: { name: "Lukas Meier" },
  project: { name: "Data Platform Migration", clientName: "Northwind Energy" },
  records: [{ id: "21111111-1111-4111-8111-111111111111", date: "2026-10-05", workSummary: "Schema migration", counterPart: "Data office", timeAmount: "7.50", timeUnit: "HOURS", rate: { frequency: "HOURLY", amount: "120.00", currency: "CHF" } }],
  expenses: [{ id: "31111111-1111-4111-8111-111111111111", date: "2026-10-04", category: "FLIGHTS", details: "Flight", amountInExpenseCurrency: "412.80", expenseCurrency: "CHF", exchangeRate: "1.04120000", amount: "429.81", currency: "CHF", fileIds: ["41111111-1111-4111-8111-111111111111"] }],
  totals: { fee: [{ amount: "900.00", currency: "CHF" }], expenses: [{ amount: "429.81", currency: "CHF" }], bonus: [] },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(locale?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeaturesProvider value={{ invoicing: true, expenses: true }}>
        <ReviewScreen token="tok" initial={review} />
      </FeaturesProvider>
    </QueryClientProvider>,
    { locale },
  );
}

describe("ReviewScreen", () => {
  it("words the records and expenses as every other table of them does (one set of columns)", () => {
    renderScreen();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(["Date", "Work summary", "Counterpart", "Time", "Rate", "Category", "Details", "Amount paid", "Exchange rate", "Amount"]));
    expect(screen.getByRole("cell", { name: /120\.00 \/ hour$/ })).toBeTruthy();
  });

  it("renders, contests with a labelled reason, and says what happens next", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        return new Response(JSON.stringify({ data: { component: "TIMESHEET", decision: "CONTESTED", timesheet: { ...review.timesheet, status: "CONTESTED", feeStatus: "CONTESTED", closed: false, version: 4 } } }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: review }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderScreen();
    expect(screen.getByText("Lukas Meier · October 2026")).toBeTruthy();
    expect(screen.getByText("Schema migration")).toBeTruthy();
    expect(screen.getByText("1.0412")).toBeTruthy();
    expect(screen.getByText("Not part of this engagement.")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Contest" })[0]!);
    const reason = screen.getByLabelText("Reason for contesting the fee");
    fireEvent.click(screen.getByRole("button", { name: "Contest fee" }));
    expect(screen.getByRole("alert").textContent).toBe("Give a reason for contesting.");
    fireEvent.change(reason, { target: { value: "Two days twice" } });
    fireEvent.click(screen.getByRole("button", { name: "Contest fee" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("You contested the fee."));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/timesheet-review/tok/contest");
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ component: "TIMESHEET", version: 3, reason: "Two days twice" });
  });

  it("shows a revoked link plainly when a decision finds it revoked", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "This review link was revoked." } }), { status: 404 })));
    renderScreen();
    fireEvent.click(screen.getAllByRole("button", { name: "Approve" })[0]!);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This review link was revoked."));
  });

  it("ReviewUnavailable explains an expired link", () => {
    render(<ReviewUnavailable message="This review link has expired." />);
    expect(screen.getByText(/Ask the person who sent it/)).toBeTruthy();
  });
});

describe("ReviewScreen in German", () => {
  it("reads in German for a reviewer whose browser asks for it, with German formats", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === "PUT"
          ? new Response(JSON.stringify({ data: { component: "TIMESHEET", decision: "APPROVED", timesheet: { ...review.timesheet, feeStatus: "APPROVED", closed: false, version: 4 } } }), { status: 200 })
          : new Response(JSON.stringify({ data: review }), { status: 200 }),
      ),
    );
    renderScreen("de-DE");
    expect(screen.getByText("Lukas Meier · Oktober 2026")).toBeTruthy();
    expect(screen.getByText("Data Platform Migration für Northwind Energy")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ihre Entscheidung" })).toBeTruthy();
    expect(screen.getByText("Nicht Teil dieses Einsatzes.")).toBeTruthy();
    expect(screen.getByText("900,00 CHF")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Beanstanden" })[0]!);
    expect(screen.getByLabelText("Begründung für die Beanstandung des Honorars")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Honorar beanstanden" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Genehmigen" })[0]!);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Sie haben das Honorar genehmigt. Ein weiterer Teil dieses Stundennachweises wartet unten noch auf Ihre Entscheidung."),
    );
  });

  it("says an expired link plainly in German", () => {
    render(<ReviewUnavailable message="This review link has expired." />, { locale: "de-DE" });
    expect(screen.getByRole("heading", { name: "Dieser Prüfungslink ist abgelaufen." })).toBeTruthy();
  });
});
