import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RequiredEnrolment } from "@/components/account/required-enrolment";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { currentPageActor, homeOf } from "@/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.requiredTwoFactor");
  return { title: t("title") };
}

/** Where auth.requireTwoFactorFor sends a person without a second factor, until they have one. */
export default async function RequiredTwoFactorPage() {
  const actor = await currentPageActor();
  if (!actor) redirect("/sign-in");
  if (!(actor.kind === "user" && actor.mustEnrolTwoFactor)) redirect(homeOf(actor));
  const t = await getTranslations();
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-1 pb-4 pt-6">
          <h1 className="text-xl font-semibold tracking-tight">{t("account.requiredTwoFactor.title")}</h1>
          <CardDescription className="text-sm">
            {t("account.requiredTwoFactor.description", { product: t("common.product.name") })}
          </CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          <RequiredEnrolment />
        </CardContent>
      </Card>
    </main>
  );
}
