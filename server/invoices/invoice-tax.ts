import "server-only";
import { inArray } from "drizzle-orm";
import { readTaxRule, taxRuleKeys, type TaxRule } from "@/lib/domain/invoice-tax";
import { conflict } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { configurations } from "@/server/db/schema";

/**
 * The configured rule for a seller in `countryCode` (its country entry, else the general one), or
 * null: the rate of the standard VAT category (S) and the label its tax line prints with.
 */
export async function configuredTaxRule(tx: DbOrTx, countryCode: string | null): Promise<TaxRule | null> {
  const keys = taxRuleKeys(countryCode);
  const rows = await tx.select({ key: configurations.key, value: configurations.value }).from(configurations).where(inArray(configurations.key, keys));
  const entry = keys.map((key) => rows.find((row) => row.key === key)).find((row) => row !== undefined);
  if (!entry) return null;
  const reading = readTaxRule(entry.value);
  if (!reading.ok) throw conflict({ key: "configurationEntryKeyNot", values: { key: entry.key, problem: reading.problem } });
  return reading.rule;
}
