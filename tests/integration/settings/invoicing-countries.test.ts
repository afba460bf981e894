import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingDetails, clients, invoicingEntities } from "@/server/db/schema";
import { listInvoicingCountries } from "@/server/services/configurations/invoicing-countries";
import { createSeededDatabase } from "../overview/seeded-database";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(createSeededDatabase);

describe("the countries Settings shows VAT rates for", () => {
  it("are the demo's billing countries (DE, CH, AE) and its entities' and clients' (CH, AE), once each", async () => {
    expect(await listInvoicingCountries(seeded.db)).toEqual(["AE", "CH", "DE"]);
  });

  it("follow the billing details, invoicing entities and clients as they change, skipping the empty ones", async () => {
    const [details] = await seeded.db.select().from(billingDetails).limit(1);
    await seeded.db.update(billingDetails).set({ data: { ...details!.data, countryCode: "fr" } }).where(eq(billingDetails.id, details!.id));
    await seeded.db.insert(invoicingEntities).values({ name: "Settle Österreich GmbH", countryCode: "AT" });
    await seeded.db.insert(clients).values({ name: "Client without a country", countryCode: null });
    await seeded.db.insert(clients).values({ name: "Polish client", countryCode: "PL" });
    const countries = await listInvoicingCountries(seeded.db);
    expect(countries).toEqual(expect.arrayContaining(["AT", "FR", "PL"]));
    expect(countries).toEqual([...countries].sort());
    expect(countries).not.toContain(null);
  });
});
