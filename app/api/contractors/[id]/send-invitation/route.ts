import { endpoint } from "@/server/http/endpoint";
import { invitationsApi } from "@/server/openapi/routes/invitations";
import { sendInvitation } from "@/server/services/invitations/send-invitation";

export const POST = endpoint(invitationsApi.sendContractorInvitation, ({ db, actor, id }) => sendInvitation(db, actor, id));
