import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { attachmentHeaders } from "@/server/services/files/attachment-headers";
import { downloadFile } from "@/server/services/files/download-file";

export const GET = route<{ params: Promise<{ id: string }> }>(async (request, context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "File");
  const { file, bytes } = await downloadFile(await getDb(), actor, id);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: attachmentHeaders(file, bytes.byteLength) });
});
