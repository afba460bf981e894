import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { sendTestEvent } from "@/server/services/webhook-endpoints/send-test-event";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Webhook endpoint");
  return NextResponse.json({ data: await sendTestEvent(await getDb(), id) }, { status: 201 });
});
