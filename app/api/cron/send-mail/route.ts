import { NextResponse } from "next/server";
import { requireCron } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { smtpTransport } from "@/server/mail/mail-transport";

const run = route(async (request) => {
  requireCron(request);
  return NextResponse.json({ data: await deliverDueMail(await getDb(), smtpTransport(), new Date()) });
});

/** Sends the due mail of the outbox; for schedulers, beside the worker the server runs itself. */
export const POST = run;

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = run;
