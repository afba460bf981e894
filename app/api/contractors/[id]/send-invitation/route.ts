import { endpoint } from "@/server/http/endpoint";
import { sendInvitation } from "@/server/services/invitations/send-invitation";

export const POST = endpoint({ access: "admin:write", id: "Contractor" }, ({ db, actor, id }) => sendInvitation(db, actor, id));
