import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import {
  archiveProjectBody,
  assignContractorBody,
  PROJECT_ACTIONS,
  removeContractorBody,
  unknownProjectActionMessage,
  type ProjectAction,
} from "@/lib/schemas/projects";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { readJson, route } from "@/server/http/respond";
import { setProjectArchived } from "@/server/services/projects/archive-project";
import { assignContractor } from "@/server/services/projects/assign-contractor";
import { removeContractor } from "@/server/services/projects/remove-contractor";

type Context = { params: Promise<{ id: string; action: string }> };

const isProjectAction = (action: string): action is ProjectAction => (PROJECT_ACTIONS as readonly string[]).includes(action);

export const POST = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Project");
  const { action } = await context.params;
  if (!isProjectAction(action)) throw new AppError("BAD_REQUEST", unknownProjectActionMessage(action.slice(0, 60)));
  // archive and unarchive need no body (an empty one reads as {}); any body sent must be JSON.
  const body = await readJson(request, { emptyAs: {} });
  const db = await getDb();
  switch (action) {
    case "archive":
    case "unarchive":
      return NextResponse.json({ data: await setProjectArchived(db, id, action === "archive", archiveProjectBody.parse(body)) });
    case "assign-contractor":
      return NextResponse.json({ data: await assignContractor(db, id, assignContractorBody.parse(body)) });
    case "remove-contractor":
      return NextResponse.json({ data: await removeContractor(db, actor, id, removeContractorBody.parse(body)) });
  }
});
