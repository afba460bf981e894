import { z } from "zod";
import { type ApiRoute, idParams } from "@/lib/schemas/common";
import { acceptInvitationBody, sentInvitationSchema } from "@/lib/schemas/invitations";

export const invitationsApi: ApiRoute[] = [
  {
    method: "post",
    path: "/api/contractors/{id}/send-invitation",
    summary:
      "Sends a one-time sign-up link by e-mail (through the mail outbox), valid for 7 days; any earlier link of the contractor stops working. 409 for a registered or deactivated contractor.",
    tag: "Contractors",
    params: idParams,
    response: z.object({ data: sentInvitationSchema }),
    access: "admin",
  },
  {
    method: "post",
    path: "/api/invitations/accept",
    summary:
      "Sets the password of an invited contractor with the token of their invitation link; the link then stops working. 400 for an unknown, expired, replaced or used link.",
    tag: "Contractors",
    body: acceptInvitationBody,
    response: z.object({ data: z.object({ email: z.string() }) }),
    access: "anyone with the invitation link",
  },
];
