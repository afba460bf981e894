import { requireActor, actorFromHeaders } from "@/server/auth/actor";
import { route } from "@/server/http/respond";
import { openEventStream } from "@/server/events/open-event-stream";

export const dynamic = "force-dynamic";

/** The signed-in person's stream of changes they may read (server-sent events). */
export const GET = route(async (request) => {
  const actor = await requireActor(request);
  const stillAllowed =
    actor.kind === "user" ? async () => (await actorFromHeaders(request.headers))?.userId === actor.userId : undefined;
  const body = openEventStream(actor, { signal: request.signal, stillAllowed });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // Proxies such as nginx would otherwise hold events back until their buffer fills.
      "x-accel-buffering": "no",
    },
  });
});
