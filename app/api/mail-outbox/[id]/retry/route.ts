import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { retryOutboxMail } from "@/server/mail/retry-outbox-mail";

type Context = { params: Promise<{ id: string }> };

/** Queues a FAILED mail again. */
export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Mail");
  return NextResponse.json({ data: await retryOutboxMail(await getDb(), id) });
});
