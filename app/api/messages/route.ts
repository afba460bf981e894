import { NextResponse } from "next/server";
import { createMessageBody } from "@/lib/schemas/messages";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { postMessage } from "@/server/services/messages/post-message";

/** A comment on a timesheet, a record or an expense; the author is the caller, never the body. */
export const POST = route(async (request) => {
  const actor = await requireActor(request);
  const body = await parseBody(request, createMessageBody);
  return NextResponse.json({ data: await postMessage(await getDb(), actor, body) }, { status: 201 });
});
