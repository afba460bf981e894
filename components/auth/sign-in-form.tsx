"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useZodForm } from "@/hooks/use-zod-form";
import { authClient } from "@/lib/auth-client";
import { signInBody } from "@/lib/schemas/sign-in";
import { passkeyErrorMessage, signInErrorMessage } from "./sign-in-error";
import { TwoFactorStep } from "./two-factor-step";
import { AuthRefusal, startSso } from "@/hooks/use-two-factor";
import { PasskeyCancelled, signInWithPasskey } from "@/hooks/use-passkeys";

export interface SignInFormProps {
  /** After a successful sign-in. Default: a full load of "/", which redirects by role. */
  onSignedIn?: () => void;
  /** Filled in (after choosing a password through an invitation): only the password is left to type. */
  email?: string;
  /** Back from single sign-on with the code step still to do: the form opens at it. */
  codeStep?: boolean;
}

// A full page load, so the server-rendered "/" sees the new session cookie and redirects by role.
// eslint-disable-next-line @next/next/no-location-assign-relative-destination
const goHome = () => window.location.assign("/");

type Values = { email: string; password: string };
// Password managers, the specs and the sign-in page's links know these ids.
const ids = { email: "email", password: "password" };
const ERROR_ID = "sign-in-error";

export function SignInForm({ onSignedIn = goHome, email = "", codeStep: afterSso = false }: SignInFormProps) {
  const t = useTranslations("auth.signIn");
  const tAll = useTranslations();
  const form = useZodForm({ schema: signInBody, initial: { email, password: "" } satisfies Values, ids });
  // better-auth answers with a result rather than an ApiError: its refusal is about both fields at once.
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The password was right and the account has two-factor sign-in: the code step replaces the form.
  const [codeStep, setCodeStep] = useState(afterSso);
  const pending = form.submitting || leaving;
  const [redirecting, setRedirecting] = useState(false);

  async function singleSignOn() {
    setError(null);
    const email = form.values.email.trim();
    if (!email.includes("@")) return setError(t("ssoEmail"));
    setRedirecting(true);
    try {
      const { url } = await startSso(email);
      setLeaving(true);
      window.location.assign(url);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : t("errors.network"));
    } finally {
      setRedirecting(false);
    }
  }

  const [passkeyPending, setPasskeyPending] = useState(false);
  // A passkey is two factors: no password, no code step.
  async function passkey() {
    setError(null);
    setPasskeyPending(true);
    try {
      await signInWithPasskey();
      setLeaving(true);
      onSignedIn();
    } catch (refusal) {
      if (refusal instanceof PasskeyCancelled) setError(t("errors.passkeyCancelled"));
      else if (refusal instanceof AuthRefusal) setError(passkeyErrorMessage(refusal.failure, tAll));
      else setError(t("errors.network"));
    } finally {
      setPasskeyPending(false);
    }
  }

  const submit = form.handleSubmit(async () => {
    try {
      // The request better-auth has always had: the e-mail trimmed, not the schema's lower-cased one.
      const result = await authClient.signIn.email({ email: form.values.email.trim(), password: form.values.password });
      if (result.error) return setError(signInErrorMessage(result.error, tAll));
      if ("twoFactorRedirect" in result.data && result.data.twoFactorRedirect) return setCodeStep(true);
      // Stay pending while the browser navigates away.
      setLeaving(true);
      onSignedIn();
    } catch {
      setError(t("errors.network"));
    }
  });

  const message = error ?? form.formError;
  // A refused sign-in marks both fields and points them at the one message.
  const control = (key: keyof Values) => {
    const props = form.field(key);
    if (!message) return props;
    return { ...props, "aria-invalid": true as const, "aria-describedby": [props["aria-describedby"], ERROR_ID].filter(Boolean).join(" ") };
  };

  if (codeStep) {
    return (
      <TwoFactorStep
        onSignedIn={onSignedIn}
        onRestart={(why) => {
          setCodeStep(false);
          setError(why);
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        if (pending) return event.preventDefault();
        setError(null);
        void submit(event);
      }}
      className="grid gap-4"
      aria-busy={pending || undefined}
    >
      <FormField form={form} name="email" label={t("email")}>
        <Input {...control("email")} data-testid="email" type="email" autoComplete="username" required autoFocus={!email} />
      </FormField>
      <FormField form={form} name="password" label={t("password")}>
        <Input {...control("password")} data-testid="password" type="password" autoComplete="current-password" required autoFocus={Boolean(email)} />
      </FormField>
      {message ? (
        <p
          id={ERROR_ID}
          role="alert"
          data-testid="sign-in-error"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} data-testid="sign-in-submit" className="w-full">
        {t("submit")}
      </Button>
      <Button type="button" variant="outline" className="w-full" data-testid="sign-in-sso" pending={redirecting} disabled={pending} onClick={() => void singleSignOn()}>
        {t("sso")}
      </Button>
      <Button type="button" variant="outline" className="w-full" data-testid="sign-in-passkey" pending={passkeyPending} disabled={pending} onClick={() => void passkey()}>
        {t("passkey")}
      </Button>
    </form>
  );
}
