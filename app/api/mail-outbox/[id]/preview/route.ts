import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { mailDeliveryConfigured } from "@/server/mail/mail-transport";
import { previewOutboxMail } from "@/server/mail/preview-outbox-mail";

type Context = { params: Promise<{ id: string }> };

/** The mail as it will be sent; secret links only in local mode (see the service). */
export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Mail");
  return NextResponse.json({ data: await previewOutboxMail(await getDb(), id, { localMode: !mailDeliveryConfigured() }) });
});
