import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listBillingPeriods } from "@/server/services/timesheets/list-billing-periods";

// Not paged: one entry per month (twelve a year whatever the number of timesheets), and the
// period pickers need them all; the distinct months come from the (billing_period, id) index.
export const GET = route(async (request) => {
  const actor = await requireActor(request);
  return NextResponse.json({ data: await listBillingPeriods(await getDb(), actor, businessToday()) });
});
