import { NextResponse } from "next/server";
import { acceptInvitationBody } from "@/lib/schemas/invitations";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { acceptInvitation } from "@/server/services/invitations/accept-invitation";

/** Public: the token of the invitation link is the proof. */
export const POST = route(async (request) => {
  const body = await parseBody(request, acceptInvitationBody);
  return NextResponse.json({ data: await acceptInvitation(await getDb(), body) });
});
