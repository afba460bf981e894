import { NextResponse } from "next/server";
import { lineDiffQuery } from "@/lib/schemas/line-review";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseQuery, route } from "@/server/http/respond";
import { getLineDiff } from "@/server/services/line-review/get-line-diff";

type Context = { params: Promise<{ id: string }> };

/** What changed in a component between a submission and the one before (docs/line-review.md). */
export const GET = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  const query = parseQuery(request, lineDiffQuery);
  return NextResponse.json({ data: await getLineDiff(await getDb(), actor, id, query) });
});
