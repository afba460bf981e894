import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { sendInvitation } from "@/server/services/invitations/send-invitation";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Contractor");
  return NextResponse.json({ data: await sendInvitation(await getDb(), actor, id) });
});
