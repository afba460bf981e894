import "server-only";
import { and, between, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { TimesheetFilterEntry, TimesheetSearchFilters } from "@/lib/schemas/timesheet-search";
import { projects, timesheets } from "@/server/db/schema";

/** The parsed `[{ id, value }]` list as one object keyed by filter id (the schema refuses repeats). */
export function filtersById(entries: readonly TimesheetFilterEntry[]): TimesheetSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const entry of entries) filters[entry.id] = entry.value;
  return filters as TimesheetSearchFilters;
}

/** `%text%` for ILIKE with the caller's own % and _ taken literally (backslash is Postgres's LIKE escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The where-clause of a search. Every condition is on an indexed column of `timesheets`
 * (status, billing period, contractor, project) or on the joined contractor and project, so
 * Postgres filters, and nothing is filtered in memory.
 */
export function searchConditions(filters: TimesheetSearchFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(inArray(timesheets.status, filters.status));
  if (filters.feeStatus) where.push(inArray(timesheets.feeStatus, filters.feeStatus));
  if (filters.expensesStatus) where.push(inArray(timesheets.expensesStatus, filters.expensesStatus));
  if (filters.bonusStatus) where.push(inArray(timesheets.bonusStatus, filters.bonusStatus));
  if (filters.billingPeriod_name) {
    // billingPeriod_name maps to the billing_period column, stored as the 15th of the month.
    const { from, to } = filters.billingPeriod_name;
    const start = from ? BillingPeriod.fromString(from).toDatabase() : undefined;
    const end = to ? BillingPeriod.fromString(to).toDatabase() : undefined;
    if (start && end) where.push(start === end ? eq(timesheets.billingPeriod, start) : between(timesheets.billingPeriod, start, end));
    else if (start) where.push(gte(timesheets.billingPeriod, start));
    else if (end) where.push(lte(timesheets.billingPeriod, end));
  }
  if (filters.projectId) where.push(inArray(timesheets.projectId, filters.projectId));
  if (filters.clientId) where.push(inArray(projects.clientId, filters.clientId));
  if (filters.contractorId) where.push(inArray(timesheets.contractorId, filters.contractorId));
  if (filters.flagged !== undefined) where.push(eq(timesheets.flagged, filters.flagged));
  if (filters.search) {
    // The text is looked up in people and projects first (trigram indexes), then timesheets are
    // taken by the contractor and project keys found, rather than testing every joined row.
    const pattern = containsPattern(filters.search);
    where.push(
      or(
        sql`${timesheets.contractorId} in (select c.id from contractors c join users u on u.id = c.user_id where u.name ilike ${pattern} or u.email ilike ${pattern})`,
        sql`${timesheets.projectId} in (select p.id from projects p where p.name ilike ${pattern})`,
      ),
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}
