import { NextResponse } from "next/server";
import { updateContractorBody } from "@/lib/schemas/contractors";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteContractor } from "@/server/services/contractors/delete-contractor";
import { getContractor } from "@/server/services/contractors/get-contractor";
import { updateContractor } from "@/server/services/contractors/update-contractor";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Contractor");
  return NextResponse.json({ data: await getContractor(await getDb(), id) });
});

export const PUT = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Contractor");
  const body = await parseBody(request, updateContractorBody);
  return NextResponse.json({ data: await updateContractor(await getDb(), id, body, actor) });
});

export const DELETE = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Contractor");
  return NextResponse.json({ data: await deleteContractor(await getDb(), actor, id) });
});
