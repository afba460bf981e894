import { NextResponse } from "next/server";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { getTimesheetReview } from "@/server/services/reviews/get-timesheet-review";

type Context = { params: Promise<{ id: string }> };

/** What a reviewer reads; the token in the path is the only credential, so nothing may cache it. */
export const GET = route(async (_request, context: Context) => {
  const { id: token } = await context.params;
  const review = await getTimesheetReview(await getDb(), token, businessToday());
  return NextResponse.json({ data: review }, { headers: { "referrer-policy": "no-referrer" } });
});
