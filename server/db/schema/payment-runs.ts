import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_RUN_STATUSES, type PaymentRunStatus } from "@/lib/domain/reference";
import { user } from "./auth";
import { createdAt, id, oneOf, reference, version } from "./columns";
import { invoicingEntities } from "./organisation";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * A batch of approved invoices an administrator pays in one go (docs/payment-runs.md). The files
 * are kept as they were made, so "download again" gives the bank the same bytes, and the debtor
 * account is copied, so a later change of the entity's IBAN does not rewrite a run.
 */
export const paymentRuns = pgTable(
  "payment_runs",
  {
    id: id(),
    /** PR-<yyyyMMdd>-<8 of the id>: the SEPA message id and what people call the run. */
    reference: text("reference").notNull().unique(),
    invoicingEntityId: reference("invoicing_entity_id", () => invoicingEntities.id, "restrict"),
    status: text("status").$type<PaymentRunStatus>().notNull().default("CREATED"),
    executionDate: date("execution_date", { mode: "string" }).notNull(),
    debtorName: text("debtor_name").notNull(),
    debtorIban: text("debtor_iban").notNull(),
    debtorBic: text("debtor_bic"),
    /** pain.001.001.09 of the EUR invoices payable by SEPA; null when there were none. */
    sepaXml: text("sepa_xml"),
    /** The invoices to pay outside SEPA (other currencies, IBANs outside the SEPA area), as CSV; null when none. */
    outsideCsv: text("outside_csv"),
    sepaCount: integer("sepa_count").notNull().default(0),
    outsideCount: integer("outside_count").notNull().default(0),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    executedOn: date("executed_on", { mode: "string" }),
    confirmedAt: at("confirmed_at"),
    confirmedBy: uuid("confirmed_by").references(() => user.id, { onDelete: "set null" }),
    cancelledAt: at("cancelled_at"),
    cancelledBy: uuid("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    version: version(),
  },
  (t) => [
    oneOf("payment_runs_status_check", t.status, PAYMENT_RUN_STATUSES),
    // The Payments page lists runs newest first.
    index("payment_runs_created_idx").on(t.createdAt, t.id),
  ],
);
