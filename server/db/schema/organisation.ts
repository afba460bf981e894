import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { createdAt, id, oneOf, oneOfOrNull, reference, updatedAt, version } from "./columns";

export const clients = pgTable(
  "clients",
  {
    id: id(),
    name: text("name").notNull().unique(),
    countryCode: text("country_code"),
    contactEmail: text("contact_email"),
    address: text("address"),
    /** Whom the client's projects are invoiced through by default. */
    invoicingEntityId: uuid("invoicing_entity_id").references((): AnyPgColumn => invoicingEntities.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [check("clients_name_check", sql`length(trim(${t.name})) > 0`)],
);

export const invoicingEntities = pgTable(
  "invoicing_entities",
  {
    id: id(),
    name: text("name").notNull(),
    partyType: text("party_type").notNull().default("ENTITY"),
    countryCode: text("country_code"),
    address: text("address"),
    vatNumber: text("vat_number"),
    currency: text("currency"),
    /** The account payment runs pay from (SEPA debtor); checked by the API, compact upper case. */
    iban: text("iban"),
    bic: text("bic"),
    /** EN 16931's structured buyer address (BT-50, BT-52, BT-53); `address` stays for older data. */
    street: text("street"),
    postalCode: text("postal_code"),
    city: text("city"),
    /** BT-10 for every project of the entity that names none: a Leitweg-ID or a purchase order number. */
    buyerReference: text("buyer_reference"),
    /** BT-49: the e-mail address that receives e-invoices. */
    electronicAddress: text("electronic_address"),
    /** Days from the invoice date to the due date (BT-9); 30 when null. */
    paymentTermsDays: integer("payment_terms_days"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    oneOf("invoicing_entities_party_type_check", t.partyType, PARTY_TYPES),
    oneOfOrNull("invoicing_entities_currency_check", t.currency, CURRENCIES),
    check("invoicing_entities_payment_terms_check", sql`${t.paymentTermsDays} is null or ${t.paymentTermsDays} between 0 and 365`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: reference("client_id", () => clients.id, "restrict"),
    invoicingEntityId: uuid("invoicing_entity_id").references(() => invoicingEntities.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    /** BT-10 of this project's invoices, before the invoicing entity's. */
    buyerReference: text("buyer_reference"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("projects_client_idx").on(t.clientId),
    unique("projects_client_name_key").on(t.clientId, t.name),
    check("projects_dates_check", sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Reviewers approve or contest a project's timesheets; they need no account, only a review link. */
export const timesheetReviewers = pgTable(
  "timesheet_reviewers",
  {
    id: id(),
    projectId: reference("project_id", () => projects.id, "cascade"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("timesheet_reviewers_project_email_key").on(t.projectId, t.email)],
);
