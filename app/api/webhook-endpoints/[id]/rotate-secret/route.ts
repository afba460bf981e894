import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { rotateWebhookSecret } from "@/server/services/webhook-endpoints/rotate-webhook-secret";

type Context = { params: Promise<{ id: string }> };

/** A new signing secret, shown once; the old one signs beside it for 24 hours. */
export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Webhook endpoint");
  return NextResponse.json({ data: await rotateWebhookSecret(await getDb(), id) });
});
