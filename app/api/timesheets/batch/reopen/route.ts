import { NextResponse } from "next/server";
import { batchTimesheetsBody } from "@/lib/schemas/decisions";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { batchClosing } from "@/server/services/decisions/batch-closing";

/** Per-item results: each timesheet is tried on its own, so one refusal does not block the rest. */
export const PUT = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const { ids } = await parseBody(request, batchTimesheetsBody);
  return NextResponse.json({ data: await batchClosing(await getDb(), actor, ids, "reopen", businessToday()) });
});
