import { NextResponse } from "next/server";
import { createClientBody } from "@/lib/schemas/clients";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createClient } from "@/server/services/clients/create-client";
import { listClients } from "@/server/services/clients/list-clients";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listClients(await getDb()) });
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createClientBody);
  return NextResponse.json({ data: await createClient(await getDb(), body) }, { status: 201 });
});
