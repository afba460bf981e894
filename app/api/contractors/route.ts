import { NextResponse } from "next/server";
import { createContractorBody } from "@/lib/schemas/contractors";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createContractor } from "@/server/services/contractors/create-contractor";
import { listContractors } from "@/server/services/contractors/list-contractors";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listContractors(await getDb()) });
});

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const body = await parseBody(request, createContractorBody);
  return NextResponse.json({ data: await createContractor(await getDb(), actor, body) }, { status: 201 });
});
