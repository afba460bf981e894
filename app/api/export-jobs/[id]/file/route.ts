import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { exportJobFile } from "@/server/services/export-jobs/export-job-file";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:read");
  const id = await idFrom(context, "Export");
  return exportJobFile(await getDb(), actor, id);
});
