import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { COMPONENTS, CURRENCIES, FILE_TYPES, INVOICE_KINDS, INVOICE_STATUSES, REVIEW_DECISIONS, type InvoiceStatus } from "@/lib/domain/reference";
import { user } from "./auth";
import { contractors } from "./people";
import { createdAt, id, money, oneOf, reference } from "./columns";
import { invoicingEntities } from "./organisation";
import { paymentRuns } from "./payment-runs";
import { timesheetReviewers } from "./organisation";
import { expenseRecords, timesheets } from "./timesheets";

/** Uploaded files: stored under a generated key, never under a client-supplied name. */
export const files = pgTable(
  "files",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    expenseRecordId: uuid("expense_record_id").references(() => expenseRecords.id, { onDelete: "set null" }),
    fileType: text("file_type").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    outdated: boolean("outdated").notNull().default(false),
    uploadedBy: uuid("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_timesheet_type_idx").on(t.timesheetId, t.fileType),
    index("files_expense_record_idx").on(t.expenseRecordId),
    oneOf("files_file_type_check", t.fileType, FILE_TYPES),
    check("files_size_check", sql`${t.size} >= 0`),
  ],
);

/** A reviewer's link: the token is shown once and only its SHA-256 hash is kept. */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    reviewerId: uuid("reviewer_id").references(() => timesheetReviewers.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("review_links_timesheet_idx").on(t.timesheetId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    component: text("component").notNull(),
    decision: text("decision").notNull(),
    reason: text("reason"),
    reviewerName: text("reviewer_name").notNull(),
    reviewLinkId: uuid("review_link_id").references(() => reviewLinks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_timesheet_idx").on(t.timesheetId),
    oneOf("reviews_component_check", t.component, COMPONENTS),
    oneOf("reviews_decision_check", t.decision, REVIEW_DECISIONS),
    check("reviews_contest_reason_check", sql`${t.decision} <> 'CONTESTED' or length(trim(coalesce(${t.reason}, ''))) > 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "restrict"),
    kind: text("kind").notNull(),
    number: text("number").notNull().unique(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    /** What is payable, tax included (the invoice's total): what a payment run transfers. */
    totalAmount: money("total_amount").notNull(),
    currency: text("currency").notNull(),
    invoicingEntityId: uuid("invoicing_entity_id").references(() => invoicingEntities.id, { onDelete: "set null" }),
    fileId: uuid("file_id"),
    status: text("status").$type<InvoiceStatus>().notNull().default("ISSUED"),
    paymentRunId: uuid("payment_run_id").references(() => paymentRuns.id, { onDelete: "set null" }),
    paidOn: date("paid_on", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("invoices_timesheet_kind_key").on(t.timesheetId, t.kind),
    oneOf("invoices_kind_check", t.kind, INVOICE_KINDS),
    oneOf("invoices_status_check", t.status, INVOICE_STATUSES),
    // A payment run's candidates: the issued invoices of one entity.
    index("invoices_entity_status_idx").on(t.invoicingEntityId, t.status, t.invoiceDate),
    index("invoices_payment_run_idx").on(t.paymentRunId),
    oneOf("invoices_currency_check", t.currency, CURRENCIES),
  ],
);

/**
 * The invoices a payment run took, with the amount and the account as they were when the run was
 * made: a cancelled run still lists what it held, and a contractor's later change of IBAN does not
 * rewrite what the bank was told.
 */
export const paymentRunInvoices = pgTable(
  "payment_run_invoices",
  {
    paymentRunId: reference("payment_run_id", () => paymentRuns.id, "cascade"),
    invoiceId: reference("invoice_id", () => invoices.id, "restrict"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    iban: text("iban"),
    bic: text("bic"),
  },
  (t) => [
    primaryKey({ name: "payment_run_invoices_pkey", columns: [t.paymentRunId, t.invoiceId] }),
    index("payment_run_invoices_invoice_idx").on(t.invoiceId),
  ],
);

/**
 * The last invoice number given per contractor and year. Numbers are taken with one
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING inside the transaction that inserts the invoice:
 * the row lock serialises concurrent generations, and a rolled-back generation gives its number
 * back, so the numbers have no gaps and no duplicates.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    contractorId: reference("contractor_id", () => contractors.id, "cascade"),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.year] }), check("invoice_counters_last_number_check", sql`${t.lastNumber} > 0`)],
);
