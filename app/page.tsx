import { redirect } from "next/navigation";
import { currentPageActor, homeOf } from "@/server/auth/page-actor";

/** The homepage sends each person to their own area, and visitors to sign-in. */
export default async function HomePage() {
  const actor = await currentPageActor();
  redirect(actor ? homeOf(actor) : "/sign-in");
}
