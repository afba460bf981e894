import { NextResponse } from "next/server";
import { requireSignedInPerson } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { endOtherSessions } from "@/server/services/sessions/end-sessions";

export const POST = route(async (request) => {
  const person = await requireSignedInPerson(request);
  return NextResponse.json({ data: await endOtherSessions(await getDb(), person.userId, person.sessionId ?? null) });
});
