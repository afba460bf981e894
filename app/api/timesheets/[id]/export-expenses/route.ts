import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { exportTimesheetExpenses } from "@/server/exports/export-timesheet-expenses";
import { xlsxResponse } from "@/server/exports/xlsx-response";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { assertExpensesEnabled } from "@/server/config/feature-flags";

type Context = { params: Promise<{ id: string }> };

/** Admins export any timesheet's expenses; a contractor only their own (404 for anyone else's, and while expenses are off). */
export const GET = route<Context>(async (request, context) => {
  const actor = await requireActor(request);
  assertExpensesEnabled();
  const id = await idFrom(context, "Timesheet");
  return xlsxResponse(await exportTimesheetExpenses(await getDb(), actor, id));
});
