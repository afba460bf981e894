"use client";

import { Copy } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { useConfirmTwoFactor, useStartTwoFactor } from "@/hooks/use-two-factor";
import { useZodForm } from "@/hooks/use-zod-form";
import { accountPassword, totpCode } from "@/lib/schemas/two-factor";
import { useTwoFactorRefusal } from "@/components/auth/use-two-factor-refusal";

const passwordForm = z.object({ password: accountPassword });
const codeForm = z.object({ code: totpCode });

/** The secret inside the otpauth:// URI, for typing into an app that cannot scan. */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** A step of the enrolment: its fields, the form's message and the one button that moves on. */
function StepForm({ form, onSubmit, submitLabel, submitTestId, children }: { form: { submitting: boolean; formError: string | null }; onSubmit: (event: FormEvent) => Promise<void>; submitLabel: string; submitTestId: string; children: ReactNode }) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
      {children}
      <FormError message={form.formError} />
      <Button type="submit" pending={form.submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </form>
  );
}

function PasswordStep({ onStarted }: { onStarted: (setup: { totpURI: string; backupCodes: string[] }) => void }) {
  const t = useTranslations("account.twoFactor");
  const translated = useTwoFactorRefusal();
  const start = useStartTwoFactor();
  const form = useZodForm({ schema: passwordForm, initial: { password: "" } });
  const submit = form.handleSubmit(async ({ password }) => {
    const answer = await start.mutateAsync(password).catch((error: unknown) => {
      throw translated(error);
    });
    if (!("totpURI" in answer) || !answer.totpURI || !answer.backupCodes) throw new Error(t("noSecret"));
    onStarted({ totpURI: answer.totpURI, backupCodes: answer.backupCodes });
  });
  return (
    <StepForm form={form} onSubmit={submit} submitLabel={t("continue")} submitTestId="two-factor-start">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <FormField form={form} name="password" label={t("password")}>
        <Input type="password" autoComplete="current-password" data-testid="two-factor-password" />
      </FormField>
    </StepForm>
  );
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const t = useTranslations("account.twoFactor");
  const translated = useTwoFactorRefusal();
  const confirm = useConfirmTwoFactor();
  const form = useZodForm({ schema: codeForm, initial: { code: "" } });
  const submit = form.handleSubmit(async ({ code }) => {
    await confirm.mutateAsync(code).catch((error: unknown) => {
      throw translated(error);
    });
    onConfirmed();
  });
  const secret = secretOf(totpURI);
  return (
    <StepForm form={form} onSubmit={submit} submitLabel={t("verifyAndTurnOn")} submitTestId="two-factor-confirm">
      <p className="text-sm text-muted-foreground">{t("scan")}</p>
      <div className="flex justify-center rounded-md border bg-white p-4">
        <QRCodeSVG value={totpURI} size={176} title={t("qrTitle")} data-testid="two-factor-qr" />
      </div>
      <p className="text-sm">
        {t("cannotScan")}{" "}
        <code data-testid="two-factor-secret" className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
          {secret}
        </code>
      </p>
      <FormField form={form} name="code" label={t("appCode")}>
        <Input inputMode="numeric" autoComplete="one-time-code" data-testid="two-factor-enrol-code" />
      </FormField>
    </StepForm>
  );
}

function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("account.twoFactor");
  const tCopy = useTranslations("ui.copy");
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm font-medium">
        {t("isOn")}
      </p>
      <p className="text-sm text-muted-foreground">{t("saveCodes")}</p>
      <ul aria-label={t("backupCodes")} data-testid="backup-codes" className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              .writeText(codes.join("\n"))
              .then(() => toast({ title: tCopy("copied") }))
              .catch(() => toast({ title: tCopy("failed"), description: t("copyYourself") }))
          }
        >
          <Copy aria-hidden="true" />
          {tCopy("copy")}
        </Button>
        <Button onClick={onDone} data-testid="backup-codes-done">
          {t("saved")}
        </Button>
      </div>
    </div>
  );
}

type Step = { name: "password" } | { name: "scan"; totpURI: string; backupCodes: string[] } | { name: "codes"; backupCodes: string[] };

/** Enrolment: the password, then the QR code and a first code, then the backup codes shown once. */
export function TwoFactorEnrolment({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ name: "password" });
  if (step.name === "password") return <PasswordStep onStarted={(setup) => setStep({ name: "scan", ...setup })} />;
  if (step.name === "scan") return <ScanStep totpURI={step.totpURI} onConfirmed={() => setStep({ name: "codes", backupCodes: step.backupCodes })} />;
  return <BackupCodesStep codes={step.backupCodes} onDone={onDone} />;
}
