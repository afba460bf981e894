import { forbidden } from "@/lib/errors";
import { updateNotificationSubscriptionsInput } from "@/lib/schemas/notifications";
import { requireActor } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { getNotificationSubscriptions, updateNotificationSubscriptions } from "@/server/notifications/subscriptions/subscription-settings";

/** Subscriptions belong to a person: the admin API key (no person) may not read or set them. */
function personWith(permission: "own-profile:read" | "own-profile:write") {
  return async (request: Request) => {
    const actor = await requireActor(request, permission);
    if (actor.kind !== "user") throw forbidden("Notification settings belong to a signed-in person.");
    return actor;
  };
}

export const GET = endpoint({ access: personWith("own-profile:read") }, ({ db, actor }) => getNotificationSubscriptions(db, actor.userId));

export const PUT = endpoint({ access: personWith("own-profile:write"), body: updateNotificationSubscriptionsInput }, ({ db, actor, body }) =>
  updateNotificationSubscriptions(db, actor.userId, body),
);
