import { NextResponse } from "next/server";
import { requireCron } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { deliverDueWebhooks } from "@/server/webhooks/deliver-due-webhooks";

const run = route(async (request) => {
  requireCron(request);
  return NextResponse.json({ data: await deliverDueWebhooks(await getDb(), { now: new Date() }) });
});

/** Sends the due webhook deliveries; for deployments without a long-running server process (serverless). */
export const POST = run;

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = run;
