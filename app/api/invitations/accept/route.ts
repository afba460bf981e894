import { NextResponse } from "next/server";
import { acceptInvitationBody } from "@/lib/schemas/invitations";
import { rememberDevice } from "@/server/auth/known-device";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { acceptInvitation } from "@/server/services/invitations/accept-invitation";

/**
 * Public: the token of the invitation link is the proof, which also makes this browser known for
 * the person, so the sign-in that follows is not held up by guesses made at the account elsewhere.
 */
export const POST = route(async (request) => {
  const body = await parseBody(request, acceptInvitationBody);
  const accepted = await acceptInvitation(await getDb(), body);
  const response = NextResponse.json({ data: accepted });
  rememberDevice(request.headers, response.headers, accepted.email);
  return response;
});
