import { NextResponse } from "next/server";
import { requireSignedInPerson } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listOwnSessions } from "@/server/services/sessions/list-own-sessions";

export const GET = route(async (request) => {
  const person = await requireSignedInPerson(request);
  return NextResponse.json({ data: await listOwnSessions(await getDb(), person.userId, person.sessionId ?? null) });
});
