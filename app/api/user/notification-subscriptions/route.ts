import { NextResponse } from "next/server";
import { forbidden } from "@/lib/errors";
import { updateNotificationSubscriptionsInput } from "@/lib/schemas/notifications";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { getNotificationSubscriptions, updateNotificationSubscriptions } from "@/server/notifications/subscriptions/subscription-settings";

/** Subscriptions belong to a person: the admin API key (no person) may not read or set them. */
async function personOf(request: Request, permission: "own-profile:read" | "own-profile:write"): Promise<string> {
  const actor = await requireActor(request, permission);
  if (actor.kind !== "user") throw forbidden("Notification settings belong to a signed-in person.");
  return actor.userId;
}

export const GET = route(async (request) => {
  const userId = await personOf(request, "own-profile:read");
  return NextResponse.json({ data: await getNotificationSubscriptions(await getDb(), userId) });
});

export const PUT = route(async (request) => {
  const userId = await personOf(request, "own-profile:write");
  const body = await parseBody(request, updateNotificationSubscriptionsInput);
  return NextResponse.json({ data: await updateNotificationSubscriptions(await getDb(), userId, body) });
});
