import { batchExportBody } from "@/lib/schemas/exports";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { exportTimesheetsExpenses } from "@/server/exports/export-timesheets-expenses";
import { batchExportIds } from "@/server/exports/batch-size";
import { xlsxResponse } from "@/server/exports/xlsx-response";
import { parseBody, route } from "@/server/http/respond";
import { assertExpensesEnabled } from "@/server/config/feature-flags";

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:read");
  assertExpensesEnabled();
  const db = await getDb();
  const ids = await batchExportIds(db, await parseBody(request, batchExportBody));
  return xlsxResponse(await exportTimesheetsExpenses(db, actor, ids));
});
