import "server-only";
import { bonusPrepareRefusal } from "@/lib/domain/bonus-amount";
import { conflict } from "@/lib/errors";
import type { PrepareComponentBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { assertInvoiceReady } from "@/server/invoices/invoice-requirement";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";
import { decide } from "./settlement-decision";

/** Prepares one component for submission: PREPARED, and an INITIALIZED timesheet opens. */
export async function prepareComponent(db: Database, actor: Actor, id: string, { component, version }: PrepareComponentBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "prepare-component",
    details: { component },
    decide: (timesheet, today) => decide("prepare", { actor: domainActor(actor), timesheet, today, component }),
    check: async (row, tx) => {
      // A bonus is settled at the amount the administrator set; without one there is nothing to invoice.
      const refusal = component === "BONUS" ? bonusPrepareRefusal(row.bonusAmount) : null;
      if (refusal) throw conflict(refusal);
      await assertInvoiceReady(tx, row.id, component);
    },
  });
}
