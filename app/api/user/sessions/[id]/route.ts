import { NextResponse } from "next/server";
import { requireSignedInPerson } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { endOwnSession } from "@/server/services/sessions/end-sessions";

type Context = { params: Promise<{ id: string }> };

export const DELETE = route<Context>(async (request, context) => {
  const person = await requireSignedInPerson(request);
  const id = await idFrom(context, "Session");
  return NextResponse.json({ data: await endOwnSession(await getDb(), person.userId, person.sessionId ?? null, id) });
});
