import { NextResponse } from "next/server";
import { copyPreviousMonthBody } from "@/lib/schemas/timesheet-records";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { copyPreviousMonth } from "@/server/services/timesheet-records/copy-previous-month";

type Context = { params: Promise<{ id: string }> };

/** Copies the previous month's records into this timesheet. The spec's client sends no body; one may carry the timesheet version. */
export const POST = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  const body = request.headers.has("content-type") ? await parseBody(request, copyPreviousMonthBody) : {};
  return NextResponse.json({ data: await copyPreviousMonth(await getDb(), actor, id, body) });
});
