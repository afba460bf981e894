import { NextResponse } from "next/server";
import { requireCron } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { advancePeriods } from "@/server/services/cron/advance-periods";

const run = route(async (request) => {
  requireCron(request);
  return NextResponse.json({ data: await advancePeriods(await getDb(), businessToday()) });
});

/** The daily job, opened only by the cron secret (Authorization: Bearer <CRON_SECRET>). */
export const POST = run;

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = run;
