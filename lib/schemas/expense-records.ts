import { z } from "zod";
import { currencyMinorUnits, isCurrencyCode } from "@/lib/domain/currencies";
import { CURRENCIES, EXPENSE_CATEGORIES } from "@/lib/domain/reference";
import { decimalString, isoDate, isoTimestamp, uuid, version, timesheetStatusesSchema } from "./common";
import { fileView } from "./files";
import { keyed } from "./error-map";

const uniqueIds = (ids: readonly string[]) => new Set(ids).size === ids.length;

export const expenseCategory = z.enum(EXPENSE_CATEGORIES, { error: keyed("categoryValues", { values: EXPENSE_CATEGORIES.join(", ") }) });
/** A receipt may be in any currency of the currency table (spec point 3); it is settled in the engagement's. */
export const expenseCurrency = z
  .string({ error: keyed("currencyIso4217Code") })
  .refine(isCurrencyCode, { error: keyed("currencyIso4217Code") });
/** The engagement's currency, which expenses are settled in: one of the settlement currencies. */
export const settlementCurrency = z.enum(CURRENCIES, { error: keyed("currencyValues", { values: CURRENCIES.join(", ") }) });

/** Significant decimals of a typed amount: "1.5" → 1, "1500.00" → 0. */
const decimalsOf = (amount: string) => (amount.split(".")[1] ?? "").replace(/0+$/, "").length;

/**
 * Create (no id) or update (id, and the version read) one expense record. `fileIds`, when given, is
 * the record's complete list of files: files not listed are unlinked (they stay on the timesheet).
 */
/** The longest expense details; the form shows it as a count ("1,234 / 2,000"). */
export const EXPENSE_DETAILS_MAX = 2000;

export const upsertExpenseRecordInput = z
  .object({
    id: uuid.optional(),
    version: version.optional(),
    timesheetId: uuid,
    date: isoDate,
    category: expenseCategory,
    details: z.string().trim().max(EXPENSE_DETAILS_MAX, { error: keyed("detailsMostMaxCharacters", { max: EXPENSE_DETAILS_MAX }) }).default(""),
    // Up to 3 decimals (BHD, KWD...); the currency's own minor units are checked below.
    amountInExpenseCurrency: decimalString("Amount in expense currency", { scale: 3 }),
    expenseCurrency,
    exchangeRate: decimalString("Exchange rate", { scale: 8, max: 1_000_000 }),
    fileIds: z.array(uuid).max(50, { error: keyed("attachMost50Files") }).refine(uniqueIds, { error: keyed("eachFileAppearOnly") }).optional(),
  })
  // An unknown currency is already refused on its own field; this judges the amount of a known one.
  .refine((record) => !isCurrencyCode(record.expenseCurrency) || decimalsOf(record.amountInExpenseCurrency) <= currencyMinorUnits(record.expenseCurrency), {
    path: ["amountInExpenseCurrency"],
    error: keyed("amountMoreDecimalsThan"),
  })
  // Checked even when other fields are wrong, so the message always reaches the client.
  .refine((record) => !(record.version !== undefined && record.id === undefined), {
    path: ["id"],
    error: keyed("missingExpenseRecordId"),
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });
export type UpsertExpenseRecordInput = z.infer<typeof upsertExpenseRecordInput>;

/** Delete records of one timesheet, all or nothing; `versions` (id → version read) guards against stale deletes. */
export const deleteExpenseRecordsInput = z.object({
  timesheetId: uuid,
  ids: z.array(uuid).min(1, { error: keyed("nameLeastExpenseRecord") }).max(100).refine(uniqueIds, { error: keyed("eachExpenseRecordAppear") }),
  versions: z.record(z.string(), version).optional(),
});
export type DeleteExpenseRecordsInput = z.infer<typeof deleteExpenseRecordsInput>;

export const expenseRecordView = z.object({
  id: uuid,
  timesheetId: uuid,
  date: isoDate,
  category: expenseCategory,
  details: z.string(),
  /** In the engagement's currency (originalCurrency), rounded once. */
  amount: z.string(),
  amountInExpenseCurrency: z.string(),
  expenseCurrency,
  exchangeRate: z.string(),
  originalCurrency: settlementCurrency,
  version,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  files: z.array(fileView),
});
export type ExpenseRecordView = z.infer<typeof expenseRecordView>;

/** The timesheet after the change: statuses may have moved (the first expense opens the component). */
export const timesheetStatusesView = z.object({
  id: uuid,
  ...timesheetStatusesSchema.shape,
  version,
});
export type TimesheetStatusesView = z.infer<typeof timesheetStatusesView>;
