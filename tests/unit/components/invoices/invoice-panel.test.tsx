// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoiceKind } from "@/lib/domain/reference";
import { englishText } from "@/lib/errors";
import { BILLING_DETAILS_MISSING } from "@/lib/schemas/invoices";
import type { FileView } from "@/lib/schemas/files";

// The spy records the calls; the answer comes from a plain function, as a spy's rejected promise is reported as an error of its own.
const upload = vi.fn();
let answer: () => Promise<unknown> = () => Promise.resolve({});
vi.mock("@/hooks/use-files", () => ({
  fileDownloadUrl: (id: string) => `/api/files/${id}`,
  useUploadFile: () => ({
    mutateAsync: (input: unknown) => {
      upload(input);
      return answer();
    },
  }),
}));

const { InvoicePanel } = await import("@/components/contractor/invoices/invoice-panel");
const { FeaturesProvider } = await import("@/components/providers/features");
const { timesheet } = await import("../workspace/timesheet-fixture");

const LABEL = "Upload your own invoice";

beforeEach(() => {
  upload.mockReset();
  answer = () => Promise.resolve({});
});
afterEach(cleanup);

function renderPanel({ invoicing = true, kind = "TIMESHEET" as InvoiceKind, editable = true, files = [] as FileView[], locale = "en-GB" } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeaturesProvider value={{ invoicing, expenses: true }}>
        <InvoicePanel timesheet={timesheet({ files })} kind={kind} editable={editable} />
      </FeaturesProvider>
    </QueryClientProvider>,
    { locale },
  );
}

const pdf = (name = "my-invoice.pdf") => new File(["%PDF-1.7 invoice"], name, { type: "application/pdf" });

async function choose(file: File) {
  await act(async () => fireEvent.change(screen.getByLabelText(`${LABEL} (PDF)`), { target: { files: [file] } }));
}

describe("InvoicePanel: upload your own invoice", () => {
  it("is a labelled, focusable button that opens a PDF-only file picker", () => {
    renderPanel();
    const button = screen.getByRole("button", { name: LABEL });
    button.focus();
    expect(document.activeElement).toBe(button);
    const input = screen.getByLabelText(`${LABEL} (PDF)`);
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("accept")).toBe(".pdf,application/pdf");
    const click = vi.spyOn(input, "click");
    fireEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
  });

  it("uploads a chosen PDF as the component's invoice file", async () => {
    renderPanel({ kind: "EXPENSES" });
    const file = pdf();
    await choose(file);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ file, fileType: "EXPENSE_INVOICE" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a file that is not a PDF before sending anything, and says why", async () => {
    renderPanel();
    await choose(new File(["png"], "scan.png", { type: "image/png" }));
    expect(upload).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("“scan.png” is not a PDF; upload the invoice as a PDF.");
    expect(screen.getByRole("button", { name: LABEL }).getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("shows the server's refusal", async () => {
    answer = () => Promise.reject(new Error("The timesheet is submitted; it cannot change."));
    renderPanel();
    await choose(pdf());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ fileType: "FEE_INVOICE" }));
    expect(screen.getByRole("alert").textContent).toBe("The timesheet is submitted; it cannot change.");
  });

  it("shows the newest invoice file of the component, so an upload after a generated invoice is the one listed", () => {
    const file = (id: string, originalName: string, createdAt: string): FileView => ({
      id,
      timesheetId: "11111111-1111-4111-8111-111111111111",
      expenseRecordId: null,
      fileType: "FEE_INVOICE",
      originalName,
      contentType: "application/pdf",
      size: 100,
      outdated: false,
      url: `/api/files/${id}`,
      createdAt,
    });
    renderPanel({
      files: [
        file("81111111-1111-4111-8111-111111111111", "INV-2026-0001-fee.pdf", "2026-10-30T10:00:00.000Z"),
        file("82222222-2222-4222-8222-222222222222", "my-invoice.pdf", "2026-10-31T09:00:00.000Z"),
      ],
    });
    expect(screen.getByText("my-invoice.pdf")).toBeTruthy();
    expect(screen.queryByText("INV-2026-0001-fee.pdf")).toBeNull();
  });

  it("is not offered while invoicing is off, on a component that may not change, or for the bonus (its tab has its own upload)", () => {
    renderPanel({ invoicing: false });
    expect(screen.queryByRole("button", { name: LABEL })).toBeNull();
    cleanup();
    renderPanel({ editable: false });
    expect(screen.queryByRole("button", { name: LABEL })).toBeNull();
    cleanup();
    renderPanel({ kind: "BONUS" });
    expect(screen.getByRole("button", { name: "Generate invoice" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: LABEL })).toBeNull();
  });

  it("says where to save the billing details when an invoice needs them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "CONFLICT", key: BILLING_DETAILS_MISSING.key, message: englishText(BILLING_DETAILS_MISSING) } }), { status: 409 })),
    );
    try {
      renderPanel();
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate invoice" })));
      const alert = screen.getByRole("alert");
      expect(alert.textContent).toContain("Save your billing details before generating an invoice.");
      const link = within(alert).getByRole("link", { name: "Go to your billing details" });
      expect(link.getAttribute("href")).toBe("/contractor/billing-details");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says it in German under de-DE", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "CONFLICT", key: BILLING_DETAILS_MISSING.key, message: englishText(BILLING_DETAILS_MISSING) } }), { status: 409 })),
    );
    try {
      renderPanel({ locale: "de-DE" });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Rechnung erstellen" })));
      const alert = screen.getByRole("alert");
      // The refusal table loads on first use; the sentence is German once it has.
      await waitFor(() => expect(alert.textContent).toContain("Speichern Sie Ihre Rechnungsdaten, bevor Sie eine Rechnung erstellen."));
      expect(within(alert).getByRole("link", { name: "Zu Ihren Rechnungsdaten" })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
