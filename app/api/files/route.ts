import { NextResponse } from "next/server";
import { env } from "@/env";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { endpoint } from "@/server/http/endpoint";
import { filesApi } from "@/server/openapi/routes/files";
import { route } from "@/server/http/respond";
import { deleteFiles } from "@/server/services/files/delete-files";
import { listFiles } from "@/server/services/files/list-files";
import { readUpload } from "@/server/services/files/read-upload";
import { updateFiles } from "@/server/services/files/update-files";
import { uploadFile } from "@/server/services/files/upload-file";

// Not paged: the files of one timesheet (timesheetId is required), a few invoices and receipts.
export const GET = endpoint(filesApi.listFiles, ({ db, actor, query }) => listFiles(db, actor, query));

// A multipart upload, not a JSON body: read (and capped) by readUpload.
export const POST = route(async (request) => {
  const actor = await requireActor(request);
  const upload = await readUpload(request, env.UPLOAD_MAX_BYTES);
  return NextResponse.json({ data: await uploadFile(await getDb(), actor, upload) }, { status: 201 });
});

export const PUT = endpoint(filesApi.updateFiles, ({ db, actor, body }) => updateFiles(db, actor, body));

export const DELETE = endpoint(filesApi.deleteFiles, ({ db, actor, body }) => deleteFiles(db, actor, body));
