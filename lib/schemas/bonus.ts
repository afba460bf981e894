import { z } from "zod";
import { version } from "./common";
import { keyed } from "./error-map";

export const BONUS_NOTE_MAX = 500;
/** Fits numeric(14, 2) with room to spare; a bonus larger than this is a typing mistake. */
export const BONUS_AMOUNT_MAX = 99_999_999;

/** A non-negative amount with at most two decimals, as text ("1500", "1500.50"). */
export const bonusAmount = z
  .string({ error: keyed("bonusAmountNumberWritten") })
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, { error: keyed("bonusAmountPositiveNumber") })
  .refine((value) => Number(value) > 0, { error: keyed("bonusAmountGreaterThan") })
  .refine((value) => Number(value) <= BONUS_AMOUNT_MAX, { error: keyed("bonusAmountMostMax", { max: BONUS_AMOUNT_MAX }) });

export const setBonusBody = z.object({
  amount: bonusAmount.nullable().describe("decimal string in the engagement currency; null clears the amount"),
  note: z
    .string({ error: keyed("noteText") })
    .trim()
    .max(BONUS_NOTE_MAX, { error: keyed("noteMostMaxCharacters", { max: BONUS_NOTE_MAX }) })
    .nullable()
    .optional()
    .transform((note) => (note ? note : null))
    .describe("why the bonus is granted; shown to the contractor. Empty or null clears it"),
  version: version.describe("the timesheet version read; a stale one is 409"),
});
export type SetBonusBody = z.output<typeof setBonusBody>;
