import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RequiredEnrolment } from "@/components/account/required-enrolment";
import { PRODUCT_NAME } from "@/components/shell/product";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { currentPageActor, homeOf } from "@/server/auth/page-actor";

export const metadata: Metadata = { title: "Set up two-factor sign-in" };

/** Where auth.requireTwoFactorFor sends a person without a second factor, until they have one. */
export default async function RequiredTwoFactorPage() {
  const actor = await currentPageActor();
  if (!actor) redirect("/sign-in");
  if (!(actor.kind === "user" && actor.mustEnrolTwoFactor)) redirect(homeOf(actor));
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-1 pb-4 pt-6">
          <h1 className="text-xl font-semibold tracking-tight">Set up two-factor sign-in</h1>
          <CardDescription className="text-sm">
            {PRODUCT_NAME} requires two-factor sign-in for your account. Set it up to continue; it takes a minute with an authenticator app on your phone.
          </CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          <RequiredEnrolment />
        </CardContent>
      </Card>
    </main>
  );
}
