import { NextResponse } from "next/server";
import { acceptInvitationBody } from "@/lib/schemas/invitations";
import { signInAfterInvitation } from "@/server/auth/invitation-sign-in";
import { rememberDevice } from "@/server/auth/known-device";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { isSameOrigin } from "@/server/http/same-origin";
import { acceptInvitation } from "@/server/services/invitations/accept-invitation";

/**
 * Public: the token of the invitation link is the proof, which also makes this browser known for
 * the person. From the app's own page the person is then signed in at once (signedIn); a script
 * or another site's page only sets the password, so no page elsewhere can sign a browser in.
 */
export const POST = route(async (request) => {
  const body = await parseBody(request, acceptInvitationBody);
  const accepted = await acceptInvitation(await getDb(), body);
  const known = new Headers();
  rememberDevice(request.headers, known, accepted.email);
  const [knownDeviceCookie = ""] = known.getSetCookie();
  const cookies = isSameOrigin(request.headers) ? await signInAfterInvitation(request, knownDeviceCookie, accepted.email, body.password) : null;
  const response = NextResponse.json({ data: { email: accepted.email, signedIn: cookies !== null } });
  // The sign-in's cookies carry the known-device one too.
  for (const cookie of cookies ?? [knownDeviceCookie]) response.headers.append("set-cookie", cookie);
  return response;
});
