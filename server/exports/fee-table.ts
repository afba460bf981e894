import "server-only";
import { feeTotals, recordAmounts, type FeeContext } from "@/lib/domain/fees";
import { Decimal, formatAmount, type Money } from "@/lib/domain/money";
import type { RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";

/** What a fee sheet shows of a record (the API's timesheet records carry more). */
export interface ExportFeeRecord {
  date: string;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: (typeof TIME_UNITS)[number];
  rate: { id: string; frequency: (typeof RATE_FREQUENCIES)[number]; amount: string; currency: string };
}

export type FeeTableLine = ExportFeeRecord & { lineTotal: string };

export interface FeeTable {
  lines: FeeTableLine[];
  days: string;
  hours: string;
  fees: Money[];
}

/**
 * The rows of a fee sheet. The fee is the domain's (lib/domain/fees): one line per rate, rounded
 * once, a MONTHLY rate pro rata to the working days and capped. A record's line total is its share
 * from `recordAmounts` (cumulative rounding, docs/settlement-states.md), the same amount the
 * workspace shows, so the column adds up exactly to the fee and no amount is rounded twice.
 */
export function feeTable(records: readonly ExportFeeRecord[], context: FeeContext): FeeTable {
  const lines = feeTableLines(records, context);
  const total = (unit: ExportFeeRecord["timeUnit"]) =>
    Decimal.sum(records.filter((r) => r.timeUnit === unit).map((r) => r.timeAmount)).toString();
  return { lines, days: total("DAYS"), hours: total("HOURS"), fees: feeTotals(records, context) };
}

/** The lines alone, for a sheet that shows no totals (the batch export's Records table). */
export function feeTableLines(records: readonly ExportFeeRecord[], context: FeeContext): FeeTableLine[] {
  const amounts = recordAmounts(records, context);
  return records.map((record, index) => ({ ...record, lineTotal: amounts[index] ?? formatAmount("0", record.rate.currency) }));
}
