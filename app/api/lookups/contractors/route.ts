import { NextResponse } from "next/server";
import { lookupQuery } from "@/lib/schemas/lookups";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { lookUp } from "@/server/services/lookups/look-up";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, lookupQuery);
  return NextResponse.json({ data: await lookUp(await getDb(), "contractors", query) });
});
