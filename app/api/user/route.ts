import { NextResponse } from "next/server";
import { updateCurrentUserInput } from "@/lib/schemas/user";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { getCurrentUser } from "@/server/services/users/get-current-user";
import { updateCurrentUser } from "@/server/services/users/update-current-user";

export const GET = route(async (request) => {
  const actor = await requireActor(request);
  return NextResponse.json({ data: await getCurrentUser(await getDb(), actor) });
});

export const PUT = route(async (request) => {
  const actor = await requireActor(request, "own-profile:write");
  const body = await parseBody(request, updateCurrentUserInput);
  return NextResponse.json({ data: await updateCurrentUser(await getDb(), actor, body) });
});
