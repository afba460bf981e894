import { NextResponse } from "next/server";
import { approveComponentBody } from "@/lib/schemas/decisions";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { approveComponent } from "@/server/services/decisions/approve-component";

type Context = { params: Promise<{ id: string }> };

/** An administrator approves a submitted component (a reviewer uses /api/timesheet-review/{token}/approve). */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "timesheets:review");
  const id = await idFrom(context, "Timesheet");
  const body = await parseBody(request, approveComponentBody);
  return NextResponse.json({ data: await approveComponent(await getDb(), actor, id, body, businessToday()) });
});
