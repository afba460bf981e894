import "server-only";
import { eq } from "drizzle-orm";
import { isSepaTransfer } from "@/lib/domain/sepa";
import type { Tx } from "@/server/db";
import { paymentRuns } from "@/server/db/schema";
import { buildOutsideCsv } from "@/server/payment-runs/outside-csv";
import { buildSepaFile } from "@/server/payment-runs/sepa-file";
import { selectRunInvoices } from "./payment-run-invoices";

interface RunFacts {
  id: string;
  reference: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; bic: string | null };
}

/**
 * Writes the run's files from the invoices it took: euro to an IBAN in the SEPA area into the
 * pain.001 file, the rest into the CSV to pay outside SEPA. Kept on the run, so a download later
 * gives the same bytes.
 */
export async function writeRunFiles(tx: Tx, run: RunFacts): Promise<void> {
  const rows = await selectRunInvoices(tx, run.id);
  const name = (row: (typeof rows)[number]) => row.legal_name ?? row.contractor_name;
  const sepa = rows.filter((row) => isSepaTransfer(row.currency, row.iban));
  const outside = rows.filter((row) => !isSepaTransfer(row.currency, row.iban));
  const sepaXml =
    sepa.length === 0
      ? null
      : buildSepaFile({
          reference: run.reference,
          createdAt: run.createdAt,
          executionDate: run.executionDate,
          debtor: run.debtor,
          transfers: sepa.map((row) => ({ invoiceNumber: row.number, creditorName: name(row), iban: row.iban ?? "", bic: row.bic, amount: row.amount })),
        });
  const outsideCsv =
    outside.length === 0
      ? null
      : buildOutsideCsv(
          outside.map((row) => ({ invoiceNumber: row.number, contractor: name(row), iban: row.iban, bic: row.bic, amount: row.amount, currency: row.currency })),
        );
  await tx
    .update(paymentRuns)
    .set({ sepaXml, outsideCsv, sepaCount: sepa.length, outsideCount: outside.length })
    .where(eq(paymentRuns.id, run.id));
}
