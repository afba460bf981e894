import { requireSignedInPerson } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { endOwnSession } from "@/server/services/sessions/end-sessions";

export const DELETE = endpoint({ access: requireSignedInPerson, id: "Session" }, ({ db, actor, id }) =>
  endOwnSession(db, actor.userId, actor.sessionId ?? null, id),
);
