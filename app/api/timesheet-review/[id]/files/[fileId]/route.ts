import { z } from "zod";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { attachmentHeaders } from "@/server/services/files/attachment-headers";
import { downloadReviewFile } from "@/server/services/reviews/download-review-file";

type Context = { params: Promise<{ id: string; fileId: string }> };

/** A receipt or invoice of the review link's timesheet; the token in the path is the only credential. */
export const GET = route(async (_request, context: Context) => {
  const { id: token, fileId } = await context.params;
  if (!z.uuid().safeParse(fileId).success) throw notFound("file");
  const { file, bytes } = await downloadReviewFile(await getDb(), token, fileId);
  const headers = new Headers(attachmentHeaders(file, bytes.byteLength));
  headers.set("referrer-policy", "no-referrer");
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
});
