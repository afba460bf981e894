import "server-only";
import { inArray } from "drizzle-orm";
import { invoiceTax, isTaxedKind, readTaxRule, taxRuleKeys, type InvoiceTax, type TaxRule } from "@/lib/domain/invoice-tax";
import type { Money } from "@/lib/domain/money";
import type { InvoiceKind } from "@/lib/domain/reference";
import { conflict } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { configurations } from "@/server/db/schema";

/**
 * The tax line the configuration asks for on this invoice, or null. The contractor's country
 * entry wins over the general one. Values are checked when written; one that is not valid
 * (written before that check) refuses the invoice rather than printing a wrong tax.
 */
export async function configuredInvoiceTax(tx: DbOrTx, kind: InvoiceKind, net: Money, countryCode: string | null): Promise<InvoiceTax | null> {
  if (!isTaxedKind(kind)) return null;
  const keys = taxRuleKeys(countryCode);
  const rows = await tx.select({ key: configurations.key, value: configurations.value }).from(configurations).where(inArray(configurations.key, keys));
  const entry = keys.map((key) => rows.find((row) => row.key === key)).find((row) => row !== undefined);
  if (!entry) return null;
  const reading = readTaxRule(entry.value);
  if (!reading.ok) throw conflict(`The configuration entry ${entry.key} is not a valid tax rate. ${reading.problem}`);
  return invoiceTax(net, reading.rule);
}

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
  if (!reading.ok) throw conflict(`The configuration entry ${entry.key} is not a valid tax rate. ${reading.problem}`);
  return reading.rule;
}
