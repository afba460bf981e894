import { requireSignedInPerson } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { listOwnSessions } from "@/server/services/sessions/list-own-sessions";

export const GET = endpoint({ access: requireSignedInPerson }, ({ db, actor }) => listOwnSessions(db, actor.userId, actor.sessionId ?? null));
