import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getDb } from "@/server/db";
import { findInvitation, type FoundInvitation } from "@/server/services/invitations/find-invitation";
import { SetPasswordForm } from "./set-password-form";

// The token is in the URL: never hand it to another site as a referrer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.invite");
  return { title: t("metaTitle"), referrer: "no-referrer" };
}

/** Where an invited contractor lands from the e-mail and chooses a password. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations();
  const found: FoundInvitation = token.length <= 200 ? await findInvitation(await getDb(), token, new Date()) : { ok: false, problem: "unknown" };
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center gap-1 pb-4 pt-6 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{found.ok ? t("auth.invite.welcome", { product: t("common.product.name") }) : t("auth.invite.linkTitle")}</h1>
          <CardDescription className="text-sm">
            {found.ok ? t("auth.invite.hello", { name: found.name }) : t("auth.invite.cannotUse")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 pb-6">
          {found.ok ? (
            <SetPasswordForm token={token} email={found.email} />
          ) : (
            <>
              <p role="alert" data-testid="invitation-problem" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {t(`auth.invite.problems.${found.problem}`)}
              </p>
              <Link href="/sign-in" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t("auth.invite.goToSignIn")}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
