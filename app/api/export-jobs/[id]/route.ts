import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { cancelExportJob } from "@/server/services/export-jobs/cancel-export-job";
import { getExportJob } from "@/server/services/export-jobs/get-export-job";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:read");
  const id = await idFrom(context, "Export");
  return NextResponse.json({ data: await getExportJob(await getDb(), actor, id) });
});

export const DELETE = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:read");
  const id = await idFrom(context, "Export");
  return NextResponse.json({ data: await cancelExportJob(await getDb(), actor, id) });
});
