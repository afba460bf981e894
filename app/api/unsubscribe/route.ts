import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { UNSUBSCRIBE_REFUSED, unsubscribeInput } from "@/lib/schemas/notifications";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { isValidUnsubscribeSignature } from "@/server/notifications/subscriptions/unsubscribe-link";
import { unsubscribeChannel } from "@/server/notifications/subscriptions/subscription-settings";

/**
 * The unsubscribe link's change; no session: the signature proves the link came from us. Only
 * POST changes anything, so a mail scanner that follows the link (GET /unsubscribe) does not.
 */
export const POST = route(async (request) => {
  const body = await parseBody(request, unsubscribeInput);
  if (!isValidUnsubscribeSignature(body.user, body.channel, body.signature)) throw new AppError("BAD_REQUEST", UNSUBSCRIBE_REFUSED);
  if (!(await unsubscribeChannel(await getDb(), body.user, body.channel))) throw new AppError("BAD_REQUEST", UNSUBSCRIBE_REFUSED);
  return NextResponse.json({ data: { channel: body.channel, status: "UNSUBSCRIBED" as const } });
});
