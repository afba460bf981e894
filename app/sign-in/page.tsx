import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/components/shell/product";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { emailToPrefill, INVITATION_ACCEPTED_MESSAGE } from "@/lib/schemas/invitations";
import { SSO_ERROR_MESSAGES } from "@/lib/schemas/sso-providers";
import { currentPageActor, homeOf } from "@/server/auth/page-actor";

export const metadata: Metadata = { title: "Sign in" };

/** Someone already signed in has nothing to do here and goes to their own area. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invitation, email, sso } = await searchParams;
  const ssoRefusal = typeof sso === "string" ? (SSO_ERROR_MESSAGES[sso] ?? SSO_ERROR_MESSAGES.sso_failed) : null;
  const actor = await currentPageActor();
  if (actor) redirect(homeOf(actor));
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center gap-1 pb-4 pt-6 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{PRODUCT_NAME}</h1>
          <CardDescription className="text-sm">{PRODUCT_TAGLINE}</CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          {invitation === "accepted" ? (
            <p role="status" className="mb-4 rounded-md border border-border bg-muted/50 p-3 text-sm">
              {INVITATION_ACCEPTED_MESSAGE}
            </p>
          ) : null}
          {ssoRefusal ? (
            <p role="alert" data-testid="sso-error" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {ssoRefusal}
            </p>
          ) : null}
          <SignInForm email={emailToPrefill(email)} />
        </CardContent>
      </Card>
    </main>
  );
}
