import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { endContractorSessions } from "@/server/services/sessions/end-sessions";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Contractor");
  return NextResponse.json({ data: await endContractorSessions(await getDb(), id) });
});
