import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import {
  CONTRACTOR_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TIMINGS,
  PARTY_TYPES,
  SUBSCRIPTION_STATUSES,
  WEEKDAYS,
  type Weekday,
} from "@/lib/domain/reference";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { user } from "./auth";
import { createdAt, id, json, oneOf, oneOfOrNull, reference, updatedAt, version } from "./columns";

const weekdayList = sql.raw(WEEKDAYS.map((d) => `'${d}'`).join(", "));

export const contractors = pgTable(
  "contractors",
  {
    id: id(),
    userId: reference("user_id", () => user.id, "restrict").unique(),
    // The check constraints below hold these to the lists, so their types say so too.
    workingDays: text("working_days")
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']::text[]`),
    status: text("status").$type<(typeof CONTRACTOR_STATUSES)[number]>().notNull().default("INVITED"),
    productTours: json("product_tours").$type<Record<string, boolean>>().notNull().default({}),
    partyType: text("party_type"),
    countryCode: text("country_code"),
    /** An administrator's VAT category for this contractor's invoices (S, AE, O, E, Z), over the decision table. */
    vatCategoryOverride: text("vat_category_override"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    oneOf("contractors_status_check", t.status, CONTRACTOR_STATUSES),
    oneOfOrNull("contractors_party_type_check", t.partyType, PARTY_TYPES),
    oneOfOrNull("contractors_vat_category_check", t.vatCategoryOverride, VAT_CATEGORIES),
    check("contractors_working_days_check", sql`${t.workingDays} <@ array[${weekdayList}]::text[]`),
    check("contractors_country_code_check", sql`${t.countryCode} is null or ${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** One-time sign-up links; only the hash of the token is stored, and a resend revokes the previous one. */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    contractorId: reference("contractor_id", () => contractors.id, "cascade"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_contractor_idx").on(t.contractorId)],
);

export const billingDetails = pgTable("billing_details", {
  id: id(),
  contractorId: reference("contractor_id", () => contractors.id, "cascade").unique(),
  data: json("data").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

export const notificationSubscriptions = pgTable(
  "notification_subscriptions",
  {
    id: id(),
    userId: reference("user_id", () => user.id, "cascade"),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("SUBSCRIBED"),
    timing: text("timing").notNull().default("IMMEDIATE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("notification_subscriptions_user_channel_key").on(t.userId, t.channel),
    oneOf("notification_subscriptions_channel_check", t.channel, NOTIFICATION_CHANNELS),
    oneOf("notification_subscriptions_status_check", t.status, SUBSCRIPTION_STATUSES),
    oneOf("notification_subscriptions_timing_check", t.timing, NOTIFICATION_TIMINGS),
  ],
);

