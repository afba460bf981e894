import { NextResponse } from "next/server";
import { mailOutboxQuery } from "@/lib/schemas/mail-outbox";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { listMailOutbox } from "@/server/mail/list-mail-outbox";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, mailOutboxQuery);
  return NextResponse.json(await listMailOutbox(await getDb(), query));
});
