import { endpoint } from "@/server/http/endpoint";
import { sessionsApi } from "@/server/openapi/routes/sessions";
import { listOwnSessions } from "@/server/services/sessions/list-own-sessions";

export const GET = endpoint(sessionsApi.listUserSessions, ({ db, actor }) => listOwnSessions(db, actor.userId, actor.sessionId ?? null));
