import { NextResponse } from "next/server";
import { mailOutboxQuery } from "@/lib/schemas/mail";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listMailOutbox } from "@/server/mail/list-mail-outbox";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = mailOutboxQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listMailOutbox(await getDb(), query));
});
