import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { getOutboxMail } from "@/server/mail/get-outbox-mail";

type Context = { params: Promise<{ id: string }> };

/** One mail with its bodies (the list never carries them: they may hold invitation or review links). */
export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Mail");
  return NextResponse.json({ data: await getOutboxMail(await getDb(), id) });
});
