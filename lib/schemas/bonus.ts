import { z } from "zod";
import { version } from "./common";

export const BONUS_NOTE_MAX = 500;
/** Fits numeric(14, 2) with room to spare; a bonus larger than this is a typing mistake. */
export const BONUS_AMOUNT_MAX = 99_999_999;

/** A non-negative amount with at most two decimals, as text ("1500", "1500.50"). */
export const bonusAmount = z
  .string({ error: "The bonus amount must be a number written as text, e.g. \"1500.00\", or null to clear it." })
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, "The bonus amount must be a positive number with at most 2 decimals.")
  .refine((value) => Number(value) > 0, "The bonus amount must be greater than zero; send null to clear it.")
  .refine((value) => Number(value) <= BONUS_AMOUNT_MAX, `The bonus amount must be at most ${BONUS_AMOUNT_MAX}.`);

export const setBonusBody = z.object({
  amount: bonusAmount.nullable().describe("decimal string in the engagement currency; null clears the amount"),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(BONUS_NOTE_MAX, `A note has at most ${BONUS_NOTE_MAX} characters.`)
    .nullable()
    .optional()
    .transform((note) => (note ? note : null))
    .describe("why the bonus is granted; shown to the contractor. Empty or null clears it"),
  version: version.describe("the timesheet version read; a stale one is 409"),
});
export type SetBonusBody = z.output<typeof setBonusBody>;
