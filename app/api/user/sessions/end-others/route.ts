import { endpoint } from "@/server/http/endpoint";
import { sessionsApi } from "@/server/openapi/routes/sessions";
import { endOtherSessions } from "@/server/services/sessions/end-sessions";

export const POST = endpoint(sessionsApi.createUserSessionEndOther, ({ db, actor }) => endOtherSessions(db, actor.userId, actor.sessionId ?? null));
