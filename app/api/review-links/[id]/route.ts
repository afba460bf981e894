import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { revokeReviewLink } from "@/server/services/review-links/revoke-review-link";

type Context = { params: Promise<{ id: string }> };

/** Revokes a review link at once. */
export const DELETE = route(async (request, context: Context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Review link");
  return NextResponse.json({ data: await revokeReviewLink(await getDb(), id) });
});
