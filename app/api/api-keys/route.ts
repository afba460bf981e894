import { NextResponse } from "next/server";
import { createApiKeyBody } from "@/lib/schemas/api-keys";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listApiKeys(await getDb()) });
});

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const body = await parseBody(request, createApiKeyBody);
  return NextResponse.json({ data: await createApiKey(await getDb(), actor, body, businessToday()) }, { status: 201 });
});
