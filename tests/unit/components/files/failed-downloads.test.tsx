// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BonusInvoiceList } from "@/components/contractor/bonus/bonus-invoice-list";
import { HistoryTable, type HistoryRow } from "@/components/contractor/history-table";
import { ExpenseFileChips } from "@/components/contractor/expenses/expense-file-chips";
import { Toaster } from "@/components/ui/toast/toaster";
import { toastStore } from "@/components/ui/toast/use-toast";
import { expense } from "../expenses/timesheet-fixture";
import { october } from "../history/history-fixture";

const receipt = expense.files[0]!;

const notFound = () =>
  new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "File not found." } }), { status: 404, statusText: "Not Found", headers: { "content-type": "application/json" } });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:saved"), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  act(() => {
    for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function click(link: HTMLElement) {
  await act(async () => {
    fireEvent.click(link);
  });
}

describe("Failed downloads say what failed (spec point 8)", () => {
  it("a receipt chip that fails shows 'Failed to download file' with the status text, code and the server's message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => notFound()));
    render(
      <>
        <ExpenseFileChips files={expense.files} />
        <Toaster />
      </>,
    );
    const chip = screen.getByRole("link", { name: `Download receipt ${receipt.originalName}` });
    expect(chip.getAttribute("href")).toBe(`/api/files/${receipt.id}`);
    await click(chip);
    const shown = screen.getByTestId("toast");
    expect(shown.getAttribute("data-variant")).toBe("destructive");
    expect(within(shown).getByText("Failed to download file")).toBeTruthy();
    expect(within(shown).getByText("Not Found (404): File not found.")).toBeTruthy();
  });

  it("a file link in the history says the same; offline says so", async () => {
    const row: HistoryRow = { ...october, fee: [], expenses: [], files: october.files.slice(0, 1) };
    vi.stubGlobal("fetch", vi.fn(async () => notFound()));
    render(
      <>
        <HistoryTable rows={[row]} />
        <Toaster />
      </>,
    );
    const link = screen.getByRole("link", { name: /fee-2026-10\.pdf/ });
    await click(link);
    expect(within(screen.getByTestId("toast")).getByText("Not Found (404): File not found.")).toBeTruthy();
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await click(link);
    expect(within(screen.getByTestId("toast")).getByText(/^Offline: /)).toBeTruthy();
  });

  it("a bonus invoice that fails says the same", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => notFound()));
    const invoice = { ...receipt, id: "41111111-1111-4111-8111-111111111111", fileType: "BONUS_INVOICE" as const, originalName: "bonus-2026-10.pdf" };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BonusInvoiceList timesheetId={expense.timesheetId} files={[invoice]} editable={false} />
        <Toaster />
      </QueryClientProvider>,
    );
    await click(screen.getByRole("link", { name: "Download bonus-2026-10.pdf" }));
    expect(within(screen.getByTestId("toast")).getByText("Not Found (404): File not found.")).toBeTruthy();
  });

  it("a download that works saves the file under the server's name, without leaving the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("%PDF-1.7", { status: 200, headers: { "content-disposition": 'attachment; filename="receipt-2026-11-04.pdf"' } })),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    render(<ExpenseFileChips files={expense.files} />);
    const chip = screen.getByRole("link", { name: `Download receipt ${receipt.originalName}` });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => {
      chip.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(saved).toEqual(["blob:saved receipt-2026-11-04.pdf"]);
  });
});
