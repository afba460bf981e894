// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExpenseDialog } from "@/components/contractor/expenses/expense-dialog";
import { UploadLimitProvider } from "@/components/contractor/files/upload-limit";
import { toastStore } from "@/components/ui/toast";
import { expense, jsonResponse, renderWithClient, timesheetDetail } from "./timesheet-fixture";

const xhrOpened = vi.fn();

/** A stand-in XMLHttpRequest that records uploads and answers with a stored file. */
class FakeXhr {
  status = 201;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    xhrOpened(method, url);
  }
  abort() {}
  send(form: FormData) {
    const file = form.get("file") as File;
    this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size } as ProgressEvent);
    this.responseText = JSON.stringify({ data: { id: "c1111111-1111-4111-8111-111111111111", originalName: file.name, fileType: form.get("fileType") } });
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  xhrOpened.mockReset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

/** The workspace page passes the server's UPLOAD_MAX_BYTES down; 10 MB is its default. */
function renderDialog(edit = false, maxBytes = 10 * 1024 * 1024) {
  const onClose = vi.fn();
  const view = renderWithClient(
    <UploadLimitProvider maxBytes={maxBytes}>
      <ExpenseDialog timesheet={timesheetDetail()} settlement="EUR" expense={edit ? expense : undefined} onClose={onClose} />
    </UploadLimitProvider>,
  );
  return { ...view, onClose };
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const converted = () => screen.getByRole("status", { name: "Amount in EUR" });

function fileOf(name: string, type: string, size: number): File {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("ExpenseDialog", () => {
  it("computes the converted amount as you type, exactly as the server rounds", () => {
    renderDialog();
    expect(field(/Exchange rate/).readOnly).toBe(true);
    fireEvent.change(field("Amount paid"), { target: { value: "12,5" } });
    expect(converted().textContent).toBe("€12.50");
    fireEvent.change(field("Currency"), { target: { value: "CHF" } });
    expect(field(/Exchange rate \(EUR per 1 CHF\)/).value).toBe("");
    expect(converted().textContent).toBe("—");
    fireEvent.change(field("Amount paid"), { target: { value: "64.50" } });
    fireEvent.change(field(/Exchange rate/), { target: { value: "1.0412" } });
    // 64.50 × 1.0412 = 67.1574, half-up to 67.16.
    expect(converted().textContent).toBe("€67.16");
    fireEvent.change(field("Currency"), { target: { value: "EUR" } });
    expect(field(/Exchange rate/).value).toBe("1");
    expect(converted().textContent).toBe("€64.50");
  });

  it("offers every currency of the table, by code and name, with the currency's own minor units", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { expenseRecord: {}, timesheet: { ...timesheetDetail(), version: 3 } } }));
    vi.stubGlobal("fetch", fetchMock);
    renderDialog();
    const options = Array.from(screen.getByTestId("currency-options").querySelectorAll("option"));
    expect(options.length).toBeGreaterThan(150);
    expect(options.find((option) => option.value === "JPY")?.label).toBe("Japanese Yen (0 decimals)");
    expect(options.find((option) => option.value === "BHD")?.label).toBe("Bahraini Dinar (3 decimals)");
    // Typed in lower case, kept as the code; the hint names it and its minor units.
    fireEvent.change(field("Currency"), { target: { value: "jpy" } });
    expect(field("Currency").value).toBe("JPY");
    expect(screen.getByText("Japanese Yen, 0 decimals")).toBeTruthy();
    fireEvent.change(field("Category"), { target: { value: "GROUND_TRANSPORTATION" } });
    fireEvent.change(field("Amount paid"), { target: { value: "1500.5" } });
    fireEvent.change(field(/Exchange rate \(EUR per 1 JPY\)/), { target: { value: "0.0061" } });
    expect(converted().textContent).toBe("—");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add expense" })));
    expect(screen.getByText("Enter the amount paid in whole JPY, e.g. 6450.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field("Amount paid"), { target: { value: "15000" } });
    // 15000 × 0.0061 = 91.50 EUR.
    expect(converted().textContent).toBe("€91.50");
    fireEvent.change(field("Currency"), { target: { value: "XYZ" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add expense" })));
    expect(screen.getByText("Choose a currency from the list, by its code or name (e.g. JPY).")).toBeTruthy();
    fireEvent.change(field("Currency"), { target: { value: "JPY" } });
    fireEvent.change(field(/Exchange rate/), { target: { value: "0.0061" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add expense" })));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ amountInExpenseCurrency: "15000", expenseCurrency: "JPY", exchangeRate: "0.0061" });
  });

  it("refuses a file of the wrong type or too large before any upload", () => {
    renderDialog();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = [fileOf("notes.txt", "text/plain", 10), fileOf("scan.pdf", "application/pdf", 11 * 1024 * 1024), fileOf("taxi.pdf", "application/pdf", 2048)];
    fireEvent.change(input, { target: { files } });
    const problems = screen.getByRole("alert");
    expect(problems.textContent).toContain("“notes.txt” is not a PDF, PNG, JPEG, WebP or HEIC file");
    expect(problems.textContent).toContain("“scan.pdf” is 11.0 MB, larger than the 10 MB a file can be.");
    const list = screen.getByRole("list", { name: "Files of this expense" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("taxi.pdf")]);
    expect(xhrOpened).not.toHaveBeenCalled();
  });

  it("holds files to the limit the server set, and names it", () => {
    renderDialog(false, 512 * 1024);
    expect(screen.getByText(/up to 512 KB each/)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [fileOf("scan.pdf", "application/pdf", 600 * 1024), fileOf("taxi.pdf", "application/pdf", 2048)] } });
    expect(screen.getByRole("alert").textContent).toContain("“scan.pdf” is 600 KB, larger than the 512 KB a file can be.");
    expect(within(screen.getByRole("list", { name: "Files of this expense" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("uploads the files, then saves the expense with their ids", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { expenseRecord: {}, timesheet: { ...timesheetDetail(), version: 3 } } }));
    vi.stubGlobal("fetch", fetchMock);
    const { onClose } = renderDialog();
    fireEvent.change(field("Category"), { target: { value: "GROUND_TRANSPORTATION" } });
    fireEvent.change(field("Amount paid"), { target: { value: "64.50" } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [fileOf("taxi.pdf", "application/pdf", 2048)] } });
    fireEvent.change(screen.getByLabelText("Kind of taxi.pdf"), { target: { value: "EXPENSE_INVOICE" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add expense" }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(xhrOpened).toHaveBeenCalledWith("POST", "/api/files");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/expense-records");
    expect(JSON.parse(init?.body as string)).toMatchObject({
      timesheetId: timesheetDetail().id,
      category: "GROUND_TRANSPORTATION",
      amountInExpenseCurrency: "64.50",
      expenseCurrency: "EUR",
      exchangeRate: "1",
      fileIds: ["c1111111-1111-4111-8111-111111111111"],
    });
  });

  it("saves nothing while a file is refused (10 MiB + 1 byte), and saves without it only once it is left out (#47.4)", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { expenseRecord: {}, timesheet: { ...timesheetDetail(), version: 3 } } }));
    vi.stubGlobal("fetch", fetchMock);
    const { onClose } = renderDialog();
    fireEvent.change(field("Category"), { target: { value: "GROUND_TRANSPORTATION" } });
    fireEvent.change(field("Amount paid"), { target: { value: "64.50" } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [fileOf("receipt.pdf", "application/pdf", 10 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole("alert").textContent).toContain("“receipt.pdf” is 10.0 MB, larger than the 10 MB a file can be.");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add expense" }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("Not saved: a file above was refused.");
    fireEvent.click(screen.getByRole("button", { name: "Leave the refused files out" }));
    expect(screen.queryByText(/receipt\.pdf/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add expense" }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ fileIds: [] });
  });

  it("keeps the dialog and what was typed on a refusal, with the server's words next to the field", async () => {
    const message = "The amount rounds to zero EUR.";
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "BAD_REQUEST", message: "The request is not valid.", issues: [{ path: "amountInExpenseCurrency", message }] } }, 400)));
    const { onClose } = renderDialog(true);
    expect(field("Amount paid").value).toBe("412.80");
    expect(field(/Exchange rate/).value).toBe("1.0412");
    fireEvent.change(field("Details"), { target: { value: "Flight, changed" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save expense" }));
    });
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(field("Amount paid").getAttribute("aria-invalid")).toBe("true");
    expect(field("Details").value).toBe("Flight, changed");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("moves the focus to the field the server refused, and says a refusal of no field in a destructive toast", async () => {
    const answers = [
      jsonResponse({ error: { code: "BAD_REQUEST", message: "The request is not valid.", issues: [{ path: "exchangeRate", message: "No rate that high." }] } }, 400),
      jsonResponse({ error: { code: "CONFLICT", message: "The expense was changed by someone else." } }, 409),
    ];
    vi.stubGlobal("fetch", vi.fn(async () => answers.shift()));
    const { onClose } = renderDialog(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save expense" }));
    });
    await waitFor(() => expect(screen.getByText("No rate that high.")).toBeTruthy());
    expect(document.activeElement).toBe(field(/Exchange rate/));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save expense" }));
    });
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Error", description: "The expense was changed by someone else.", variant: "destructive" }));
    expect(field("Amount paid").value).toBe("412.80");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the version read and the files kept when editing", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { expenseRecord: {}, timesheet: timesheetDetail() } }));
    vi.stubGlobal("fetch", fetchMock);
    const { onClose } = renderDialog(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save expense" }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ id: expense.id, version: 2, fileIds: [expense.files[0]!.id] });
    expect(xhrOpened).not.toHaveBeenCalled();
  });
});
