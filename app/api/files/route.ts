import { NextResponse } from "next/server";
import { env } from "@/env";
import { deleteFilesInput, listFilesQuery, updateFilesInput } from "@/lib/schemas/files";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { deleteFiles } from "@/server/services/files/delete-files";
import { listFiles } from "@/server/services/files/list-files";
import { readUpload } from "@/server/services/files/read-upload";
import { updateFiles } from "@/server/services/files/update-files";
import { uploadFile } from "@/server/services/files/upload-file";

// Not paged: the files of one timesheet (timesheetId is required), a few invoices and receipts.
export const GET = route(async (request) => {
  const actor = await requireActor(request);
  const query = parseQuery(request, listFilesQuery);
  return NextResponse.json({ data: await listFiles(await getDb(), actor, query) });
});

export const POST = route(async (request) => {
  const actor = await requireActor(request);
  const upload = await readUpload(request, env.UPLOAD_MAX_BYTES);
  return NextResponse.json({ data: await uploadFile(await getDb(), actor, upload) }, { status: 201 });
});

export const PUT = route(async (request) => {
  const actor = await requireActor(request);
  const body = await parseBody(request, updateFilesInput);
  return NextResponse.json({ data: await updateFiles(await getDb(), actor, body) });
});

export const DELETE = route(async (request) => {
  const actor = await requireActor(request);
  const body = await parseBody(request, deleteFilesInput);
  return NextResponse.json({ data: await deleteFiles(await getDb(), actor, body) });
});
