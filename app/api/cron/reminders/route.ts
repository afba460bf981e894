import { NextResponse } from "next/server";
import { requireCron } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { runReminders } from "@/server/notifications/reminders/run-reminders";

const run = route(async (request) => {
  requireCron(request);
  return NextResponse.json({ data: await runReminders(await getDb(), businessToday()) });
});

/** The daily reminders and digests, opened only by the cron secret (Authorization: Bearer <CRON_SECRET>). */
export const POST = run;

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = run;
