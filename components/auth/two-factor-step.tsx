"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthRefusal, useVerifySignInCode } from "@/hooks/use-two-factor";
import { useZodForm } from "@/hooks/use-zod-form";
import { backupCode, totpCode } from "@/lib/schemas/two-factor";
import { twoFactorChallengeGone } from "@/lib/two-factor-messages";
import { useTwoFactorRefusal } from "./use-two-factor-refusal";

const appCodeForm = z.object({ code: totpCode });
const backupCodeForm = z.object({ code: backupCode });
const ERROR_ID = "two-factor-error";

export interface TwoFactorStepProps {
  onSignedIn: () => void;
  /** The challenge ended (too many wrong codes, or it expired): back to the password, with why. */
  onRestart: (why: string) => void;
}

/** Sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorStep({ onSignedIn, onRestart }: TwoFactorStepProps) {
  const t = useTranslations("auth.twoFactor");
  const translated = useTwoFactorRefusal();
  const [backup, setBackup] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const verify = useVerifySignInCode();
  const form = useZodForm({ schema: backup ? backupCodeForm : appCodeForm, initial: { code: "" }, ids: { code: "two-factor-code" } });
  const pending = form.submitting || leaving;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ code, backup, trustDevice });
    } catch (error) {
      const worded = translated(error);
      if (error instanceof AuthRefusal && twoFactorChallengeGone(error.failure)) return onRestart(worded instanceof Error ? worded.message : error.message);
      throw worded;
    }
    setLeaving(true);
    onSignedIn();
  });

  const message = form.formError;
  const control = form.field("code");
  return (
    <form
      onSubmit={(event) => {
        if (pending) return event.preventDefault();
        void submit(event);
      }}
      className="grid gap-4"
      aria-busy={pending || undefined}
      aria-labelledby="two-factor-heading"
    >
      <div className="grid gap-1">
        <h2 id="two-factor-heading" className="text-base font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {backup ? t("backupIntro") : t("appIntro")}
        </p>
      </div>
      <FormField form={form} name="code" label={backup ? t("backupCode") : t("appCode")}>
        <Input
          {...control}
          {...(message ? { "aria-invalid": true as const, "aria-describedby": [control["aria-describedby"], ERROR_ID].filter(Boolean).join(" ") } : {})}
          data-testid="two-factor-code"
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          autoFocus
          required
        />
      </FormField>
      <CheckboxField id="trust-device" label={t("trustDevice")} checked={trustDevice} onCheckedChange={setTrustDevice} data-testid="trust-device" />
      {message ? (
        <p id={ERROR_ID} role="alert" data-testid="two-factor-error" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} data-testid="two-factor-submit" className="w-full">
        {t("verify")}
      </Button>
      <Button
        type="button"
        variant="link"
        data-testid="two-factor-switch"
        onClick={() => {
          setBackup((was) => !was);
          form.reset({ code: "" });
        }}
      >
        {backup ? t("useApp") : t("useBackup")}
      </Button>
    </form>
  );
}
