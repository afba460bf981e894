import { NextResponse } from "next/server";
import { startExportJobBody } from "@/lib/schemas/export-jobs";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { listExportJobs } from "@/server/services/export-jobs/list-export-jobs";
import { startExportJob } from "@/server/services/export-jobs/start-export-job";

export const GET = route(async (request) => {
  const actor = await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listExportJobs(await getDb(), actor) });
});

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:read");
  const body = await parseBody(request, startExportJobBody);
  return NextResponse.json({ data: await startExportJob(await getDb(), actor, body) }, { status: 201 });
});
