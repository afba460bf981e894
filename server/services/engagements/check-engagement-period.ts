import "server-only";
import { compareIsoDates, type IsoDate } from "@/lib/domain/dates";
import type { RateFrequency } from "@/lib/domain/reference";
import { AppError, conflict, type ErrorIssue, fieldIssue } from "@/lib/errors";
import type { AdminEngagement } from "@/lib/schemas/engagements";
import type { ProjectEngagementRow } from "@/server/services/project-engagements/load-project-engagement";

type Period = { startDate: IsoDate; endDate: IsoDate | null; frequencies: readonly RateFrequency[] };

function describe({ startDate, endDate }: { startDate: IsoDate; endDate: IsoDate | null }): string {
  return endDate === null ? `from ${startDate} with no end date` : `from ${startDate} to ${endDate}`;
}

function overlaps(a: Pick<Period, "startDate" | "endDate">, b: Pick<Period, "startDate" | "endDate">): boolean {
  const aStartsBeforeBEnds = b.endDate === null || compareIsoDates(a.startDate, b.endDate) <= 0;
  const bStartsBeforeAEnds = a.endDate === null || compareIsoDates(b.startDate, a.endDate) <= 0;
  return aStartsBeforeBEnds && bStartsBeforeAEnds;
}

/**
 * A period lies inside its project engagement (400 naming the field), and no two periods of one
 * project engagement pay the same frequency on the same day (409 naming the other period), so
 * a record's rate is never ambiguous.
 */
export function checkEngagementPeriod(
  projectEngagement: ProjectEngagementRow,
  others: readonly AdminEngagement[],
  period: Period,
): void {
  const issues: ErrorIssue[] = [];
  if (compareIsoDates(period.startDate, projectEngagement.startDate) < 0) {
    issues.push(fieldIssue("startDate", { key: "periodCannotStartBefore", values: { date: projectEngagement.startDate } }));
  }
  const engagementEnd = projectEngagement.endDate;
  if (engagementEnd !== null && (period.endDate === null || compareIsoDates(period.endDate, engagementEnd) > 0)) {
    issues.push(fieldIssue("endDate", { key: "periodEndEndProject", values: { date: engagementEnd } }));
  }
  if (issues.length > 0) throw new AppError("BAD_REQUEST", { key: "engagementPeriodLiesOutside" }, issues);
  for (const other of others) {
    if (!overlaps(period, other)) continue;
    const shared = period.frequencies.find((frequency) => other.rates.some((rate) => rate.frequency === frequency));
    if (shared) {
      throw conflict({ key: "frequencyRateOverlapsEngagement", values: { frequency: shared, period: describe(other), other: shared } });
    }
  }
}
