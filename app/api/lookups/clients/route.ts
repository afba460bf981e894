import { NextResponse } from "next/server";
import { lookupQuery } from "@/lib/schemas/lookups";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { lookUp } from "@/server/services/lookups/look-up";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = lookupQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ data: await lookUp(await getDb(), "clients", query) });
});
