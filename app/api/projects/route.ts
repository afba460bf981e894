import { NextResponse } from "next/server";
import { createProjectBody, projectListQuery } from "@/lib/schemas/projects";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createProject } from "@/server/services/projects/create-project";
import { listProjects } from "@/server/services/projects/list-projects";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, projectListQuery);
  return NextResponse.json(await listProjects(await getDb(), query));
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createProjectBody);
  return NextResponse.json({ data: await createProject(await getDb(), body) }, { status: 201 });
});
