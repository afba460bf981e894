import "server-only";
import { asc, eq, gte, inArray, or } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { DASHBOARD_PERIODS_BACK, dashboardFilter } from "@/lib/domain/selection";
import type { DbOrTx } from "@/server/db";
import { contractors, projects, timesheets, user } from "@/server/db/schema";

/** The order of the groups: what someone must act on first. */
const GROUP_ORDER = ["CONTESTED", "DUE", "SUBMITTED", "IN_PROGRESS", "INITIALIZED", "APPROVED", "CLOSED"] as const;
const ALWAYS_SHOWN = ["DUE", "CONTESTED", "SUBMITTED"];

/**
 * The dashboard's "Needs attention" list: the timesheets the spec's dashboard filter selects,
 * grouped by status. SQL narrows to the candidates; the domain's dashboardFilter decides.
 */
export async function listNeedsAttention(db: DbOrTx, { today }: { today: IsoDate }) {
  const oldest = BillingPeriod.current(today).plusMonths(-DASHBOARD_PERIODS_BACK).toDatabase();
  const rows = await db
    .select({
      id: timesheets.id,
      contractorName: user.name,
      projectName: projects.name,
      billingPeriod: timesheets.billingPeriod,
      status: timesheets.status,
      flagged: timesheets.flagged,
    })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(or(inArray(timesheets.status, ALWAYS_SHOWN), gte(timesheets.billingPeriod, oldest)))
    .orderBy(asc(timesheets.billingPeriod), asc(user.name), asc(projects.name));
  const candidates = rows.map((row) => {
    const period = BillingPeriod.fromString(row.billingPeriod);
    return { ...row, billingPeriod: { month: period.month, year: period.year }, periodName: period.name };
  });
  const selected = dashboardFilter(candidates, today);
  const order: readonly string[] = GROUP_ORDER;
  const statuses = [...new Set(selected.map((row) => row.status))].sort((a, b) => rank(order, a) - rank(order, b));
  return statuses.map((status) => ({ status, timesheets: selected.filter((row) => row.status === status) }));
}

function rank(order: readonly string[], status: string): number {
  const index = order.indexOf(status);
  return index === -1 ? order.length : index;
}

export type NeedsAttentionGroup = Awaited<ReturnType<typeof listNeedsAttention>>[number];
