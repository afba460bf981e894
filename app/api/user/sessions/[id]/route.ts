import { endpoint } from "@/server/http/endpoint";
import { sessionsApi } from "@/server/openapi/routes/sessions";
import { endOwnSession } from "@/server/services/sessions/end-sessions";

export const DELETE = endpoint(sessionsApi.deleteUserSession, ({ db, actor, id }) =>
  endOwnSession(db, actor.userId, actor.sessionId ?? null, id),
);
