import { endpoint } from "@/server/http/endpoint";
import { endContractorSessions } from "@/server/services/sessions/end-sessions";

export const POST = endpoint({ access: "admin:write", id: "Contractor" }, ({ db, id }) => endContractorSessions(db, id));
