import { NextResponse } from "next/server";
import { setBonusBody } from "@/lib/schemas/bonus";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { setBonusAmount } from "@/server/services/bonus/set-bonus-amount";

type Context = { params: Promise<{ id: string }> };

/** An administrator (or the API key) sets, changes or clears the bonus amount of a timesheet. */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Timesheet");
  const body = await parseBody(request, setBonusBody);
  return NextResponse.json({ data: await setBonusAmount(await getDb(), actor, id, body) });
});
