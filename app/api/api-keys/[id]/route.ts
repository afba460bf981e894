import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";

type Context = { params: Promise<{ id: string }> };

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "API key");
  return NextResponse.json({ data: await revokeApiKey(await getDb(), id) });
});
