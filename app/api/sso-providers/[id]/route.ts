import { NextResponse } from "next/server";
import { updateSsoProviderBody } from "@/lib/schemas/sso-providers";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteSsoProvider } from "@/server/services/sso-providers/delete-sso-provider";
import { updateSsoProvider } from "@/server/services/sso-providers/update-sso-provider";

type Context = { params: Promise<{ id: string }> };

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "SSO provider");
  const body = await parseBody(request, updateSsoProviderBody);
  return NextResponse.json({ data: await updateSsoProvider(await getDb(), id, body) });
});

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "SSO provider");
  return NextResponse.json({ data: await deleteSsoProvider(await getDb(), id) });
});
