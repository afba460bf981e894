import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { emailToPrefill } from "@/lib/schemas/invitations";
import { SSO_CODE_STEP } from "@/lib/schemas/sso-providers";
import { currentPageActor, homeOf } from "@/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signIn");
  return { title: t("title") };
}

/** The single sign-on refusals the catalogue words (auth.signIn.ssoErrors); anything else is sso_failed. */
const SSO_ERRORS = [
  "sso_unknown_person",
  "sso_email_not_verified",
  "sso_wrong_issuer",
  "sso_wrong_audience",
  "sso_id_token_expired",
  "sso_state_invalid",
  "sso_failed",
  "sso_deactivated",
  "sso_foreign_domain",
  "sso_link_required",
  "sso_unsafe_address",
  "sso_passkey_required",
] as const;
type SsoError = (typeof SSO_ERRORS)[number];
const isSsoError = (value: string): value is SsoError => (SSO_ERRORS as readonly string[]).includes(value);

/** Someone already signed in has nothing to do here and goes to their own area. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invitation, email, sso } = await searchParams;
  const t = await getTranslations();
  // Single sign-on done, the person's code step next (server/auth/sso.ts): the form opens at it.
  const codeStep = sso === SSO_CODE_STEP;
  const ssoRefusal = typeof sso === "string" && !codeStep ? t(`auth.signIn.ssoErrors.${isSsoError(sso) ? sso : "sso_failed"}`) : null;
  const actor = await currentPageActor();
  if (actor) redirect(homeOf(actor));
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center gap-1 pb-4 pt-6 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{t("common.product.name")}</h1>
          <CardDescription className="text-sm">{t("common.product.tagline")}</CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          {invitation === "accepted" ? (
            <p role="status" className="mb-4 rounded-md border border-border bg-muted/50 p-3 text-sm">
              {t("auth.signIn.invitationAccepted")}
            </p>
          ) : null}
          {ssoRefusal ? (
            <p role="alert" data-testid="sso-error" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {ssoRefusal}
            </p>
          ) : null}
          <SignInForm email={emailToPrefill(email)} codeStep={codeStep} />
        </CardContent>
      </Card>
    </main>
  );
}
