import { AppError } from "@/lib/errors";
import { UNSUBSCRIBE_REFUSED } from "@/lib/schemas/notifications";
import { endpoint } from "@/server/http/endpoint";
import { notificationsApi } from "@/server/openapi/routes/notifications";
import { isValidUnsubscribeSignature } from "@/server/notifications/subscriptions/unsubscribe-link";
import { unsubscribeChannel } from "@/server/notifications/subscriptions/subscription-settings";

/**
 * The unsubscribe link's change; no session: the signature proves the link came from us. Only
 * POST changes anything, so a mail scanner that follows the link (GET /unsubscribe) does not.
 */
export const POST = endpoint(notificationsApi.unsubscribeWithSignedLink, async ({ db, body }) => {
  if (!isValidUnsubscribeSignature(body.user, body.channel, body.signature)) throw new AppError("BAD_REQUEST", UNSUBSCRIBE_REFUSED);
  if (!(await unsubscribeChannel(db, body.user, body.channel))) throw new AppError("BAD_REQUEST", UNSUBSCRIBE_REFUSED);
  return { channel: body.channel, status: "UNSUBSCRIBED" as const };
});
