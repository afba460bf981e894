import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PUT as updateEngagement } from "@/app/api/engagements/[id]/route";
import { PUT as setBonus } from "@/app/api/timesheets/[id]/bonus/route";
import type { EngagementChange } from "@/lib/schemas/engagements";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import * as t from "@/server/db/schema";
import { call, createAdminDatabase, type ErrorJson } from "../../support/factories/admin";
import { withCookies } from "../../support/file-fixture";

/**
 * Found by the month simulator: an administrator sets the bonus of a month nobody has worked in
 * yet (next month, INITIALIZED), then shortens the engagement so that it no longer covers that
 * month. Shortening removes untouched timesheets only; a bonus amount is an administrator's
 * decision about the month, so the timesheet is not untouched and must stay, bonus and all.
 */
const [s, cookies] = withCookies(createAdminDatabase, ["admin"]);

it("keeps a month whose bonus an administrator set when the engagement stops covering it", async () => {
  const next = await s.timesheetOf("lukas", 1);
  expect(next.status).toBe("INITIALIZED");
  const bonus = await call<{ data: TimesheetDetail } & ErrorJson>(setBonus, `/api/timesheets/${next.id}/bonus`, {
    method: "PUT",
    id: next.id,
    cookie: cookies.admin,
    body: { amount: "750", note: "Stand-by over the holidays", version: next.version },
  });
  expect(bonus.status).toBe(200);

  const projectEngagement = await s.projectEngagementOf("lukas");
  const periods = await s.db.select().from(t.engagements).where(eq(t.engagements.projectEngagementId, projectEngagement.id));
  const running = periods.find((period) => period.endDate === null);
  expect(running).toBeDefined();
  const rates = await s.db.select().from(t.rates).where(eq(t.rates.engagementId, running!.id));
  const shortened = await call<{ data: EngagementChange } & ErrorJson>(updateEngagement, `/api/engagements/${running!.id}`, {
    method: "PUT",
    id: running!.id,
    cookie: cookies.admin,
    body: {
      version: running!.version,
      startDate: running!.startDate,
      endDate: s.current.lastDay(),
      rates: rates.map(({ frequency, amount, currency }) => ({ frequency, amount, currency })),
    },
  });
  expect(shortened.status, JSON.stringify(shortened.body)).toBe(200);

  expect(shortened.body.data.timesheets.removed).toEqual([]);
  expect(await s.timesheet(next.id)).toMatchObject({ bonusAmount: "750.00", bonusNote: "Stand-by over the holidays" });
});
