import "server-only";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { timesheetStatusColumns } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { expenseTotalsSql, feeQuantitiesSql } from "./search-totals";

/**
 * What one row of a timesheet list reads, for the admin overview and the search alike: the
 * timesheet, its contractor, project and client by name, and what searchTotals prices it from.
 * The selects join `timesheets` to contractors, user, projects and clients for these columns; the
 * totals are correlated subqueries, so they cost the rows of the page only.
 */
export function timesheetRowColumns() {
  return {
    id: timesheets.id,
    billingPeriod: timesheets.billingPeriod,
    ...timesheetStatusColumns,
    bonusAmount: timesheets.bonusAmount,
    flagged: timesheets.flagged,
    version: timesheets.version,
    contractorId: contractors.id,
    contractorName: user.name,
    contractorEmail: user.email,
    workingDays: contractors.workingDays,
    projectId: projects.id,
    projectName: projects.name,
    clientId: clients.id,
    clientName: clients.name,
    currency: timesheetCurrencySql(),
    feeQuantities: feeQuantitiesSql(),
    expenseTotals: expenseTotalsSql(),
  };
}
