import { NextResponse } from "next/server";
import { notFound } from "@/lib/errors";
import { configurationKey, configurationParams, upsertConfigurationBody } from "@/lib/schemas/configurations";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { deleteConfiguration } from "@/server/services/configurations/delete-configuration";
import { upsertConfiguration } from "@/server/services/configurations/upsert-configuration";

/** {id} is the configuration's key, e.g. reminders.firstReminderDay. */
type Context = { params: Promise<{ id: string }> };

/** A malformed key names nothing that exists: 404 for a delete, 400 (with the rule) for a write. */
async function keyFrom(context: Context, { forWrite }: { forWrite: boolean }): Promise<string> {
  const { id } = await context.params;
  if (forWrite) return configurationParams.parse({ id }).id;
  const parsed = configurationKey.safeParse(id);
  if (!parsed.success) throw notFound("configuration");
  return parsed.data;
}

export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const key = await keyFrom(context, { forWrite: true });
  const body = await parseBody(request, upsertConfigurationBody);
  return NextResponse.json({ data: await upsertConfiguration(await getDb(), key, body) });
});

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const key = await keyFrom(context, { forWrite: false });
  return NextResponse.json({ data: await deleteConfiguration(await getDb(), key) });
});
