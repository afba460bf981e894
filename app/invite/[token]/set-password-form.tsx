"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { describedBy, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";
import type { ErrorBody } from "@/lib/errors";
import { acceptInvitationBody, type AcceptedInvitation, PASSWORD_MIN_LENGTH, signInAfterInvitationHref } from "@/lib/schemas/invitations";

// eslint-disable-next-line @next/next/no-location-assign-relative-destination
const goHome = () => window.location.assign("/");

/**
 * The route's body plus the repeated password, which only the browser sees: the server's rules
 * and words for the password are the schema's, the comparison is the form's own.
 */
const setPasswordFormWith = (mismatch: string) =>
  acceptInvitationBody
    .extend({ confirmation: z.string() })
    .refine((values) => values.password === values.confirmation, { message: mismatch, path: ["confirmation"] });

const initial = { password: "", confirmation: "" };
const ids = { password: "new-password", confirmation: "confirm-password" };
const ERROR_ID = "set-password-error";

/** Sets the password of an invited contractor, who is then signed in (else sent to sign in with the new password). */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations("auth.invite");
  const router = useRouter();
  const mismatch = t("mismatch");
  const setPasswordForm = useMemo(() => setPasswordFormWith(mismatch), [mismatch]);
  const [leaving, setLeaving] = useState(false);
  const form = useZodForm({ schema: setPasswordForm, initial, ids, toInput: (values: typeof initial) => ({ ...values, token }) });
  const pending = form.submitting || leaving;

  const submit = form.handleSubmit(async ({ password }) => {
    let response: Response;
    try {
      response = await fetch("/api/invitations/accept", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
    } catch {
      throw new ApiError(0, "NETWORK", t("network"));
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { data?: Partial<AcceptedInvitation> };
      // Stay pending while the browser navigates away.
      setLeaving(true);
      // Signed in: a full load of "/", so the server sees the new session and sends the person to their first screen (or to enrol in two-factor sign-in).
      if (answer.data?.signedIn === true) return goHome();
      router.replace(signInAfterInvitationHref(email));
      return;
    }
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    // The route's issues land on the password field; one about the token is the form's message.
    throw new ApiError(
      response.status,
      body.error?.code ?? "INTERNAL",
      body.error?.message ?? t("failedWithStatus", { status: response.status }),
      body.error?.issues ?? [],
    );
  });

  const passwordId = form.idFor("password");
  const confirmationId = form.idFor("confirmation");
  const withFormError = (described: string | undefined) => [described, form.formError ? ERROR_ID : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <form
      onSubmit={(event) => {
        if (pending) return event.preventDefault();
        void submit(event);
      }}
      className="grid gap-4"
      aria-busy={pending || undefined}
      noValidate
    >
      <div className="grid gap-1.5">
        <Label htmlFor="email">{t("email")}</Label>
        <Input id="email" name="email" type="email" autoComplete="username" value={email} readOnly />
      </div>
      <FormField id={passwordId} label={t("newPassword")} error={form.errors.password} hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}>
        <Input
          {...form.field("password")}
          data-testid="new-password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          aria-invalid={form.errors.password || form.formError ? true : undefined}
          aria-describedby={withFormError(describedBy(passwordId, { error: form.errors.password, hint: true }))}
        />
      </FormField>
      <FormField id={confirmationId} label={t("repeat")} error={form.errors.confirmation}>
        <Input
          {...form.field("confirmation")}
          data-testid="confirm-password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={form.errors.confirmation || form.formError ? true : undefined}
          aria-describedby={withFormError(describedBy(confirmationId, { error: form.errors.confirmation }))}
        />
      </FormField>
      {form.formError ? (
        <p
          id={ERROR_ID}
          role="alert"
          data-testid="set-password-error"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} data-testid="set-password-submit" className="w-full">
        {t("submit")}
      </Button>
    </form>
  );
}
