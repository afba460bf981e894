import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { createdAt, id, oneOf, oneOfOrNull, updatedAt, version } from "./columns";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    oneOf("invoicing_entities_party_type_check", t.partyType, PARTY_TYPES),
    oneOfOrNull("invoicing_entities_currency_check", t.currency, CURRENCIES),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    invoicingEntityId: uuid("invoicing_entity_id").references(() => invoicingEntities.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
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
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("timesheet_reviewers_project_email_key").on(t.projectId, t.email)],
);
