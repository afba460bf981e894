import { NextResponse } from "next/server";
import { markThreadReadBody } from "@/lib/schemas/messages";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { markThreadRead } from "@/server/services/messages/mark-thread-read";

type Context = { params: Promise<{ id: string }> };

/** Marks the thread read for the caller. */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Message thread");
  const body = await parseBody(request, markThreadReadBody);
  return NextResponse.json({ data: await markThreadRead(await getDb(), actor, id, body) });
});
