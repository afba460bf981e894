import { endpoint } from "@/server/http/endpoint";
import { sessionsApi } from "@/server/openapi/routes/sessions";
import { endContractorSessions } from "@/server/services/sessions/end-sessions";

export const POST = endpoint(sessionsApi.createContractorEndSession, ({ db, id }) => endContractorSessions(db, id));
