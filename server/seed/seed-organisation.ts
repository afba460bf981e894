import "server-only";
import type { Tx } from "@/server/db";
import * as t from "@/server/db/schema";
import { DEMO_PROJECTS } from "./demo-data";

/** Clients, invoicing entities, projects, reviewers and configurations of the demo. */
export async function seedOrganisation(tx: Tx) {
  const [northwind, helios] = await tx
    .insert(t.clients)
    .values([
      { name: "Northwind Energy", countryCode: "CH", contactEmail: "accounts@northwind.example" },
      { name: "Helios Logistics", countryCode: "AE", contactEmail: "finance@helios.example" },
    ])
    .returning({ id: t.clients.id });
  const [swiss, gulf] = await tx
    .insert(t.invoicingEntities)
    .values([
      // The accounts payment runs pay from (example IBANs with valid check digits).
      {
        name: "Settle Consulting GmbH",
        partyType: "ENTITY",
        countryCode: "CH",
        currency: "CHF",
        address: "Bahnhofstrasse 1, 8001 Zurich",
        vatNumber: "CHE-123.456.789",
        iban: "CH5604835012345678009",
        bic: "CRESCHZZ80A",
        // What e-invoices carry of the buyer (EN 16931): the structured address, where they receive them, a PO number.
        street: "Bahnhofstrasse 1",
        postalCode: "8001",
        city: "Zurich",
        electronicAddress: "invoices@settle-consulting.example",
        buyerReference: "PO-2026-0042",
        paymentTermsDays: 30,
      },
      {
        name: "Settle Gulf FZ-LLC",
        partyType: "ENTITY",
        countryCode: "AE",
        currency: "AED",
        address: "Dubai Internet City, Dubai",
        iban: "AE460090000000123456789",
        street: "Dubai Internet City, Building 1",
        // Dubai has no postal codes; XRechnung asks for one (BR-DE-9), and the emirate's P.O. box stands in.
        postalCode: "00000",
        city: "Dubai",
        electronicAddress: "invoices@settle-gulf.example",
        buyerReference: "HL-PO-7781",
      },
    ])
    .returning({ id: t.invoicingEntities.id });
  const clientIds = { northwind: northwind!.id, helios: helios!.id };
  const entityFor = { northwind: swiss!.id, helios: gulf!.id };
  const projects = {} as Record<keyof typeof DEMO_PROJECTS, string>;
  for (const [key, project] of Object.entries(DEMO_PROJECTS) as [keyof typeof DEMO_PROJECTS, (typeof DEMO_PROJECTS)[keyof typeof DEMO_PROJECTS]][]) {
    const [row] = await tx
      .insert(t.projects)
      .values({ name: project.name, clientId: clientIds[project.client], invoicingEntityId: entityFor[project.client] })
      .returning({ id: t.projects.id });
    projects[key] = row!.id;
    await tx.insert(t.timesheetReviewers).values({ projectId: row!.id, name: project.reviewer[0], email: project.reviewer[1] });
  }
  await tx.insert(t.configurations).values([
    { key: "reminders.firstReminderDay", value: 3, description: "Day of the following month the first reminder for a due timesheet goes out." },
    { key: "reviewLinks.validityDays", value: 14, description: "How long a reviewer's link stays valid." },
  ]);
  return { projects };
}
