import { redirect } from "next/navigation";
import { currentPageActor, homeFor } from "@/server/auth/page-actor";

/** The homepage sends each person to their own area, and visitors to sign-in. */
export default async function HomePage() {
  const actor = await currentPageActor();
  redirect(actor ? homeFor(actor.role) : "/sign-in");
}
