import { NextResponse } from "next/server";
import { contestComponentBody } from "@/lib/schemas/decisions";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { contestComponent } from "@/server/services/decisions/contest-component";

type Context = { params: Promise<{ id: string }> };

/** An administrator contests a submitted component with a reason (a reviewer uses /api/timesheet-review/{token}/contest). */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "timesheets:review");
  const id = await idFrom(context, "Timesheet");
  const body = await parseBody(request, contestComponentBody);
  return NextResponse.json({ data: await contestComponent(await getDb(), actor, id, body, businessToday()) });
});
