import { z } from "zod";
import { idParams } from "@/lib/schemas/common";
import { acceptedInvitationSchema, acceptInvitationBody, sentInvitationSchema } from "@/lib/schemas/invitations";
import { inArea, type RouteTable } from "../operation";

export const invitationsApi = inArea("organisation", {
  sendContractorInvitation: {
    method: "post",
    path: "/api/contractors/{id}/send-invitation",
    summary:
      "Sends a one-time sign-up link by e-mail (through the mail outbox), valid for 7 days; any earlier link of the contractor stops working. 409 for a registered or deactivated contractor.",
    tag: "Contractors",
    params: idParams,
    response: z.object({ data: sentInvitationSchema }),
    access: "admin:write",
    id: "Contractor",
  },
  acceptInvitation: {
    method: "post",
    path: "/api/invitations/accept",
    summary:
      "Sets the password of an invited contractor with the token of their invitation link; the link then stops working. Sent from the app's own page (its Origin), it also signs the person in as POST /api/auth/sign-in/email would (same throttle and rules) and sets the session cookie: `signedIn` true. False when it did not (another origin or none, a two-factor code step, throttled): the person signs in with the new password. 400 for an unknown, expired, replaced or used link.",
    tag: "Contractors",
    body: acceptInvitationBody,
    response: z.object({ data: acceptedInvitationSchema }),
    access: "invitation-link",
    handledBy: "own route file",
  },
} satisfies RouteTable);
