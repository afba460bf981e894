import { NextResponse } from "next/server";
import { createClientBody } from "@/lib/schemas/clients";
import { pageQuery } from "@/lib/schemas/paging";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createClient } from "@/server/services/clients/create-client";
import { listClientsPage } from "@/server/services/clients/list-clients";

/** One page of clients by name; continue with ?cursor=nextCursor. */
export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, pageQuery);
  return NextResponse.json(await listClientsPage(await getDb(), query));
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createClientBody);
  return NextResponse.json({ data: await createClient(await getDb(), body) }, { status: 201 });
});
