import { NextResponse } from "next/server";
import { createContractorBody, listContractorsQuery } from "@/lib/schemas/contractors";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createContractor } from "@/server/services/contractors/create-contractor";
import { listContractorsPage } from "@/server/services/contractors/list-contractors";

/** One page of contractors by name, narrowed by ?q=; continue with ?cursor=nextCursor. */
export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, listContractorsQuery);
  return NextResponse.json(await listContractorsPage(await getDb(), query));
});

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const body = await parseBody(request, createContractorBody);
  return NextResponse.json({ data: await createContractor(await getDb(), actor, body) }, { status: 201 });
});
