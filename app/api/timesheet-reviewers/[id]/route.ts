import { NextResponse } from "next/server";
import { updateReviewerBody } from "@/lib/schemas/reviews";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteTimesheetReviewer } from "@/server/services/reviews/delete-timesheet-reviewer";
import { updateTimesheetReviewer } from "@/server/services/reviews/update-timesheet-reviewer";

type Context = { params: Promise<{ id: string }> };

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Reviewer");
  const body = await parseBody(request, updateReviewerBody);
  return NextResponse.json({ data: await updateTimesheetReviewer(await getDb(), id, body) });
});

/** Removes the reviewer and revokes their open review links. */
export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Reviewer");
  return NextResponse.json({ data: await deleteTimesheetReviewer(await getDb(), id) });
});
