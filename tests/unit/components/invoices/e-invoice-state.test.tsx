// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import type { FileView } from "@/lib/schemas/files";

const { InvoicePanel } = await import("@/components/contractor/invoices/invoice-panel");
const { FeaturesProvider } = await import("@/components/providers/features");
const { timesheet } = await import("../workspace/timesheet-fixture");

const TIMESHEET_ID = "11111111-1111-4111-8111-111111111111";
const FILE_ID = "81111111-1111-4111-8111-111111111111";

const file: FileView = {
  id: FILE_ID,
  timesheetId: TIMESHEET_ID,
  expenseRecordId: null,
  fileType: "FEE_INVOICE",
  originalName: "INV-2026-0001-fee.pdf",
  contentType: "application/pdf",
  size: 100,
  outdated: false,
  url: `/api/files/${FILE_ID}`,
  createdAt: "2026-10-30T10:00:00.000Z",
};

/** The status endpoint answers with `statuses`; every other request fails the test. */
function answering(statuses: EInvoiceStatus[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith(`/api/timesheets/${TIMESHEET_ID}/e-invoices`)) return new Response(JSON.stringify({ data: statuses }), { status: 200, headers: { "content-type": "application/json" } });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderPanel(files: FileView[], locale?: string, editable = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeaturesProvider value={{ invoicing: true, expenses: true }}>
        <InvoicePanel timesheet={timesheet({ files })} kind="TIMESHEET" editable={editable} />
      </FeaturesProvider>
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("InvoicePanel: the e-invoice", () => {
  it("names the EN 16931 e-invoice, its VAT category, and offers the XRechnung XML beside the PDF", async () => {
    answering([
      {
        kind: "TIMESHEET",
        current: { fileId: FILE_ID, invoiceId: "91111111-1111-4111-8111-111111111111", number: "INV-2026-0001", profile: "EN 16931", vatCategory: "AE", xmlFileName: "INV-2026-0001-fee-xrechnung.xml", paymentStatus: "ISSUED", paidOn: null },
        next: { vatCategory: "AE", problems: [], xrechnungMissing: [], noVat: null },
      },
    ]);
    renderPanel([file]);
    const panel = screen.getByRole("region", { name: "The fee invoice" });
    expect(await within(panel).findByText("EN 16931 e-invoice")).toBeTruthy();
    expect(within(panel).getByText(/Reverse charge, EU cross-border \(AE\)/)).toBeTruthy();
    const xml = within(panel).getByRole("link", { name: "Download XRechnung XML" });
    expect(xml.getAttribute("href")).toBe(`/api/timesheets/${TIMESHEET_ID}/e-invoices/xml?kind=TIMESHEET`);
    expect(within(panel).getByRole("link", { name: "Download" }).getAttribute("href")).toBe(`/api/files/${FILE_ID}`);
  });

  it("says what the norm still needs, each in a sentence, with the way to the billing details", async () => {
    answering([
      {
        kind: "TIMESHEET",
        current: null,
        next: {
          vatCategory: null,
          problems: [
            { path: "billingDetails.vatNumber", key: "addVatNumberBilling", message: "Add your VAT number to your billing details: an EU reverse-charge invoice needs it." },
            { path: "invoicingEntity.vatNumber", key: "invoicingEntityVatNumber", message: "The invoicing entity has no VAT number: an EU reverse-charge invoice needs the buyer's VAT id (an administrator adds it under Settings)." },
          ],
          xrechnungMissing: [],
          noVat: null,
        },
      },
    ]);
    renderPanel([file]);
    const panel = screen.getByRole("region", { name: "The fee invoice" });
    expect(await within(panel).findByText("Before this invoice can be an EN 16931 e-invoice:")).toBeTruthy();
    expect(within(panel).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Add your VAT number to your billing details: an EU reverse-charge invoice needs it.",
      "The invoicing entity has no VAT number: an EU reverse-charge invoice needs the buyer's VAT id (an administrator adds it under Settings).",
    ]);
    expect(within(panel).getByRole("link", { name: "Go to your billing details" })).toBeTruthy();
    // An uploaded (or older) PDF is said not to be an e-invoice, and has no XML to offer.
    expect(within(panel).getByText(/This PDF is not an e-invoice/)).toBeTruthy();
    expect(within(panel).queryByRole("link", { name: "Download XRechnung XML" })).toBeNull();
  });

  it("offers no XRechnung the German rules would refuse: says so, and names what is missing and where it is set", async () => {
    answering([
      {
        kind: "TIMESHEET",
        current: { fileId: FILE_ID, invoiceId: "91111111-1111-4111-8111-111111111111", number: "INV-2026-0001", profile: "EN 16931", vatCategory: "O", xmlFileName: null, paymentStatus: "ISSUED", paidOn: null },
        next: {
          vatCategory: "O",
          problems: [],
          noVat: { reason: "NO_TAX_RATE", taxRateKey: "invoices.taxRate.CH" },
          xrechnungMissing: [
            { path: "billingDetails.phone", key: "xrechnungNeedsPhoneNumber", message: "XRechnung needs your phone number as the seller's contact (BR-DE-6): add it to your billing details." },
            {
              path: "invoicingEntity.buyerReference",
              key: "xrechnungNeedsBuyerReference",
              message: "XRechnung needs the buyer reference (BR-DE-15, e.g. the Leitweg-ID or order number): an administrator adds it to the project or its invoicing entity.",
            },
          ],
        },
      },
    ]);
    renderPanel([file]);
    const panel = screen.getByRole("region", { name: "The fee invoice" });
    expect(await within(panel).findByText("No XRechnung for this invoice.")).toBeTruthy();
    expect(within(panel).queryByRole("link", { name: "Download XRechnung XML" })).toBeNull();
    expect(within(panel).getByText(/is offered once this is added/)).toBeTruthy();
    expect(within(panel).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "XRechnung needs your phone number as the seller's contact (BR-DE-6): add it to your billing details.",
      "XRechnung needs the buyer reference (BR-DE-15, e.g. the Leitweg-ID or order number): an administrator adds it to the project or its invoicing entity.",
    ]);
    expect(within(panel).getByRole("link", { name: "Go to your billing details" })).toBeTruthy();
    // Why there is no VAT, and the configuration entry that would give it.
    expect(within(panel).getByTestId("no-vat-TIMESHEET").textContent).toContain("no VAT rate is configured for your country");
    expect(within(panel).getByTestId("no-vat-TIMESHEET").textContent).toContain("invoices.taxRate.CH");
  });

  it("says all of it in German under de-DE, on a submitted month: the VAT category too", async () => {
    answering([
      {
        kind: "TIMESHEET",
        current: { fileId: FILE_ID, invoiceId: "91111111-1111-4111-8111-111111111111", number: "INV-2026-0001", profile: "EN 16931", vatCategory: "O", xmlFileName: null, paymentStatus: "ISSUED", paidOn: null },
        next: {
          vatCategory: "O",
          problems: [],
          noVat: { reason: "NO_TAX_RATE", taxRateKey: "invoices.taxRate.DE" },
          xrechnungMissing: [{ path: "billingDetails.phone", key: "xrechnungNeedsPhoneNumber", message: "XRechnung needs your phone number as the seller's contact (BR-DE-6): add it to your billing details." }],
        },
      },
    ]);
    renderPanel([file], "de-DE", false);
    const panel = screen.getByRole("region", { name: "Die Honorarrechnung" });
    expect(await within(panel).findByText("E-Rechnung nach EN 16931")).toBeTruthy();
    expect(within(panel).getByText(/USt: Nicht steuerbar \(O\)/)).toBeTruthy();
    // The API's sentence in the German of the refusal table, which loads on first use.
    expect(await within(panel).findByText("Die XRechnung braucht Ihre Telefonnummer als Kontakt des Verkäufers (BR-DE-6): Ergänzen Sie sie in Ihren Rechnungsdaten.")).toBeTruthy();
    const text = panel.textContent ?? "";
    for (const english of [/Outside the scope/, /\bVAT\b/, /\binvoice\b/i, /Download/, /No XRechnung/, /phone/, /billing details/]) expect(text, text).not.toMatch(english);
  });
});
