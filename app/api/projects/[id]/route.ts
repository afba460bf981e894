import { NextResponse } from "next/server";
import { updateProjectBody } from "@/lib/schemas/projects";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteProject } from "@/server/services/projects/delete-project";
import { getProject } from "@/server/services/projects/get-project";
import { updateProject } from "@/server/services/projects/update-project";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Project");
  return NextResponse.json({ data: await getProject(await getDb(), id) });
});

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Project");
  const body = await parseBody(request, updateProjectBody);
  return NextResponse.json({ data: await updateProject(await getDb(), id, body) });
});

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Project");
  return NextResponse.json({ data: await deleteProject(await getDb(), id) });
});
