import { NextResponse } from "next/server";
import { requireCron } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { runReminders } from "@/server/notifications/reminders/run-reminders";

/** The daily reminders and digests, opened only by the cron secret (Authorization: Bearer <CRON_SECRET>). */
export const POST = route(async (request) => {
  requireCron(request);
  return NextResponse.json({ data: await runReminders(await getDb(), businessToday()) });
});
