// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BonusTab } from "@/components/contractor/bonus/bonus-tab";
import { ExpenseDialog } from "@/components/contractor/expenses/expense-dialog";
import { UploadLimitProvider } from "@/components/contractor/files/upload-limit";
import { toastStore } from "@/components/ui/toast";
import { render } from "@/tests/support/render";
import { jsonResponse, timesheetDetail } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

function renderGerman(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { locale: "de-DE" });
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;

describe("expenses and bonus in German", () => {
  it("reads amounts and rates typed with a decimal comma, shows German amounts and sends the API its decimals", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { expenseRecord: {}, timesheet: { ...timesheetDetail(), version: 3 } } }));
    vi.stubGlobal("fetch", fetchMock);
    renderGerman(
      <UploadLimitProvider maxBytes={10 * 1024 * 1024}>
        <ExpenseDialog timesheet={timesheetDetail()} settlement="EUR" onClose={vi.fn()} />
      </UploadLimitProvider>,
    );
    expect(screen.getByRole("heading", { name: "Auslage hinzufügen" })).toBeTruthy();
    fireEvent.change(field("Kategorie"), { target: { value: "FLIGHTS" } });
    fireEvent.change(field("Währung"), { target: { value: "CHF" } });
    fireEvent.change(field("Bezahlter Betrag"), { target: { value: "1.234,50" } });
    fireEvent.change(field(/Wechselkurs \(EUR pro 1 CHF\)/), { target: { value: "1,0412" } });
    // 1234.50 × 1.0412 = 1285.3614, half-up to 1285.36.
    expect(screen.getByRole("status", { name: "Betrag in EUR" }).textContent).toBe("1.285,36\u00a0€");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Auslage hinzufügen" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { amountInExpenseCurrency: string; exchangeRate: string; category: string };
    expect(body).toMatchObject({ amountInExpenseCurrency: "1234.50", exchangeRate: "1.0412", category: "FLIGHTS" });
  });

  it("names the bonus and its amount in German", () => {
    renderGerman(<BonusTab timesheet={timesheetDetail({ bonusStatus: "ELIGIBLE", bonusAmount: "1234.56", settlementCurrency: "EUR" })} />);
    expect(screen.getByTestId("bonus-amount").textContent).toBe("1.234,56\u00a0€");
    expect(screen.getByText("Bonusrechnung")).toBeTruthy();
    expect(screen.getByText("Berechtigt")).toBeTruthy();
  });
});
