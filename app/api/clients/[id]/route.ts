import { NextResponse } from "next/server";
import { updateClientBody } from "@/lib/schemas/clients";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteClient } from "@/server/services/clients/delete-client";
import { getClient } from "@/server/services/clients/get-client";
import { updateClient } from "@/server/services/clients/update-client";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Client");
  return NextResponse.json({ data: await getClient(await getDb(), id) });
});

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Client");
  const body = await parseBody(request, updateClientBody);
  return NextResponse.json({ data: await updateClient(await getDb(), id, body) });
});

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Client");
  return NextResponse.json({ data: await deleteClient(await getDb(), id) });
});
