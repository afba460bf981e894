import { requireSignedInPerson } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { endOtherSessions } from "@/server/services/sessions/end-sessions";

export const POST = endpoint({ access: requireSignedInPerson }, ({ db, actor }) => endOtherSessions(db, actor.userId, actor.sessionId ?? null));
