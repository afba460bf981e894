import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listBillingPeriods } from "@/server/services/timesheets/list-billing-periods";

export const GET = route(async (request) => {
  const actor = await requireActor(request);
  return NextResponse.json({ data: await listBillingPeriods(await getDb(), actor, businessToday()) });
});
