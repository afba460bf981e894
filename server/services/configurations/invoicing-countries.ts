import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/server/db";

/**
 * The countries invoices are made in (the contractors' billing countries: the seller's country
 * picks the VAT rate entry) or for (the invoicing entities' and clients' countries: a domestic
 * invoice there needs a seller there too), sorted, for Settings' VAT rates.
 */
export async function listInvoicingCountries(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`
    select country from (
      select upper(nullif(trim(data->>'countryCode'), '')) as country from billing_details
      union select country_code from invoicing_entities
      union select country_code from clients
    ) countries
    where country is not null
    order by country`);
  return rowsOf<{ country: string }>(result).map((row) => row.country);
}
