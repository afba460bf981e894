import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { getCurrentUser } from "@/server/services/users/get-current-user";

export const GET = route(async (request) => {
  const actor = await requireActor(request);
  return NextResponse.json({ data: await getCurrentUser(await getDb(), actor) });
});
