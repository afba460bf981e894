import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, unique } from "drizzle-orm/pg-core";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import { createdAt, id, money, oneOf, reference, updatedAt, version } from "./columns";
import { projects } from "./organisation";
import { contractors } from "./people";

/** A contractor on a project; its engagements are the dated periods with rates. */
export const projectEngagements = pgTable(
  "project_engagements",
  {
    id: id(),
    projectId: reference("project_id", () => projects.id, "restrict"),
    contractorId: reference("contractor_id", () => contractors.id, "restrict"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    expensesEligible: boolean("expenses_eligible").notNull().default(true),
    bonusEligible: boolean("bonus_eligible").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique("project_engagements_project_contractor_key").on(t.projectId, t.contractorId),
    index("project_engagements_contractor_idx").on(t.contractorId),
    check("project_engagements_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const engagements = pgTable(
  "engagements",
  {
    id: id(),
    projectEngagementId: reference("project_engagement_id", () => projectEngagements.id, "cascade"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("engagements_project_engagement_idx").on(t.projectEngagementId),
    check("engagements_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const rates = pgTable(
  "rates",
  {
    id: id(),
    engagementId: reference("engagement_id", () => engagements.id, "cascade"),
    frequency: text("frequency").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("rates_engagement_frequency_key").on(t.engagementId, t.frequency),
    oneOf("rates_frequency_check", t.frequency, RATE_FREQUENCIES),
    oneOf("rates_currency_check", t.currency, CURRENCIES),
    check("rates_amount_check", sql`${t.amount} > 0`),
  ],
);
