// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CurrencyTotals } from "@/components/admin/payments/currency-totals";
import { RUN_INVOICE_COLUMNS } from "@/components/admin/payments/run-invoice-columns";
import { DataTable } from "@/components/ui/data-table";
import type { PaymentRunInvoice } from "@/lib/schemas/payment-runs";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const invoice: PaymentRunInvoice = {
  id: "a1111111-1111-4111-8111-111111111111",
  number: "2026-0042",
  kind: "EXPENSES",
  invoiceDate: "2026-11-24",
  billingPeriod: { month: 10, year: 2026, name: "October 2026" },
  contractor: { id: "b1111111-1111-4111-8111-111111111111", name: "Amara Okafor" },
  project: { id: "c1111111-1111-4111-8111-111111111111", name: "Grid Modernisation" },
  amount: "1234.56",
  currency: "EUR",
  iban: null,
  sepa: false,
  status: "PAID",
  paidOn: "2026-11-26",
};

function renderRun(locale?: string) {
  return render(
    <>
      <DataTable columns={RUN_INVOICE_COLUMNS} data={[invoice]} getRowId={(row) => row.id} caption="Invoices" />
      <CurrencyTotals totals={[{ currency: "EUR", count: 1, amount: "1234.56" }]} />
    </>,
    { locale },
  );
}

describe("A payment run's invoices", () => {
  it("read as the specification writes them in English", () => {
    renderRun();
    const row = within(screen.getByRole("table")).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Expenses, 24 Nov 2026");
    expect(row.textContent).toContain("No IBAN");
    expect(row.textContent).toContain("October 2026");
    expect(row.textContent).toContain("Outside SEPA");
    expect(row.textContent).toContain("on 26 Nov 2026");
    expect(screen.getByText("(1 invoice)")).toBeTruthy();
  });

  it("read in German under de-DE, amounts and dates in the German way", () => {
    renderRun("de-DE");
    expect(screen.getByRole("columnheader", { name: /Projekt und Monat/ })).toBeTruthy();
    const row = within(screen.getByRole("table")).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Auslagen, 24. Nov. 2026");
    expect(row.textContent).toContain("Keine IBAN");
    expect(row.textContent).toContain("Oktober 2026");
    expect(row.textContent).toContain("Bezahlt");
    expect(row.textContent).toMatch(/1\.234,56\s€/);
    expect(screen.getByText("(1 Rechnung)")).toBeTruthy();
  });
});
