import { NextResponse } from "next/server";
import { createSsoProviderBody } from "@/lib/schemas/sso-providers";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createSsoProvider } from "@/server/services/sso-providers/create-sso-provider";
import { listSsoProviders } from "@/server/services/sso-providers/list-sso-providers";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listSsoProviders(await getDb()) });
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createSsoProviderBody);
  return NextResponse.json({ data: await createSsoProvider(await getDb(), body) }, { status: 201 });
});
