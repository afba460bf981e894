import "server-only";

export interface OutsideTransfer {
  invoiceNumber: string;
  contractor: string;
  iban: string | null;
  bic: string | null;
  amount: string;
  currency: string;
}

const HEADER = ["Invoice", "Contractor", "IBAN", "BIC", "Amount", "Currency"];

/**
 * RFC 4180 quoting, and a leading =, +, - or @ made inert with an apostrophe: a spreadsheet that
 * opens the file must not run a contractor's name as a formula. Amounts are written as they are
 * stored (decimal strings), so they never pass through a float.
 */
function cell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The invoices a run cannot pay by SEPA (other currencies, IBANs outside the SEPA area), to pay by hand. */
export function buildOutsideCsv(transfers: readonly OutsideTransfer[]): string {
  const rows = transfers.map((t) => [t.invoiceNumber, t.contractor, t.iban ?? "", t.bic ?? "", t.amount, t.currency]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
