import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/server/db";

/**
 * The next invoice number of a contractor in a year, taken in the caller's transaction: one
 * upsert whose row lock makes concurrent generations of one contractor take turns until they
 * commit, and whose increment rolls back with a failed generation. So numbers have no gaps and
 * no duplicates. Formatted INV-<year>-<first 8 of the contractor id>-<0001> so the number is
 * unique across contractors too.
 */
export async function nextInvoiceNumber(tx: DbOrTx, contractorId: string, year: number): Promise<string> {
  const [row] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into invoice_counters (contractor_id, year, last_number) values (${contractorId}, ${year}, 1)
      on conflict (contractor_id, year) do update set last_number = invoice_counters.last_number + 1
      returning last_number`),
  );
  if (!row) throw new Error("The invoice counter was not updated.");
  return formatInvoiceNumber(contractorId, year, Number(row.last_number));
}

export function formatInvoiceNumber(contractorId: string, year: number, sequence: number): string {
  return `INV-${year}-${contractorId.slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, "0")}`;
}
