import "server-only";
import { feeLines, feeTotals, type FeeContext } from "@/lib/domain/fees";
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
 * The rows of a fee sheet. The fee is the domain's (lib/domain/fees): one line per rate,
 * rounded once, a MONTHLY rate pro rata to the working days and capped. A record's line total
 * is what it adds to that fee: the fee of its rate up to and including it, minus the fee up to
 * the record before. So the column adds up exactly to the fee, a MONTHLY rate's cap shows as
 * records that add nothing, and no amount is rounded twice.
 */
export function feeTable(records: readonly ExportFeeRecord[], context: FeeContext): FeeTable {
  const soFar = new Map<string, { quantity: Decimal; amount: string }>();
  const lines = records.map((record) => {
    const before = soFar.get(record.rate.id) ?? { quantity: Decimal.ZERO, amount: "0" };
    const quantity = before.quantity.plus(record.timeAmount);
    const [line] = feeLines([{ ...record, timeAmount: quantity.toString() }], context);
    const amount = line?.amount ?? "0";
    soFar.set(record.rate.id, { quantity, amount });
    return { ...record, lineTotal: formatAmount(Decimal.parse(amount).minus(before.amount), record.rate.currency) };
  });
  const total = (unit: ExportFeeRecord["timeUnit"]) =>
    Decimal.sum(records.filter((r) => r.timeUnit === unit).map((r) => r.timeAmount)).toString();
  return { lines, days: total("DAYS"), hours: total("HOURS"), fees: feeTotals(records, context) };
}
