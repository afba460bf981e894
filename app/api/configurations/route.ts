import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listConfigurations } from "@/server/services/configurations/list-configurations";

// Not paged: configuration entries are a small set of settings keys the product defines, not a
// list that grows with the company's work.
export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listConfigurations(await getDb()) });
});
