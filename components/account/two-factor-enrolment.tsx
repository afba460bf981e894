"use client";

import { Copy } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { useConfirmTwoFactor, useStartTwoFactor } from "@/hooks/use-two-factor";
import { useZodForm } from "@/hooks/use-zod-form";
import { accountPassword, totpCode } from "@/lib/schemas/two-factor";

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

function FormErrorText({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

function PasswordStep({ onStarted }: { onStarted: (setup: { totpURI: string; backupCodes: string[] }) => void }) {
  const start = useStartTwoFactor();
  const form = useZodForm({ schema: passwordForm, initial: { password: "" } });
  const submit = form.handleSubmit(async ({ password }) => {
    const answer = await start.mutateAsync(password);
    if (!("totpURI" in answer) || !answer.totpURI || !answer.backupCodes) throw new Error("The server did not send a secret.");
    onStarted({ totpURI: answer.totpURI, backupCodes: answer.backupCodes });
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
      <p className="text-sm text-muted-foreground">
        Two-factor sign-in asks for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) after your
        password. Confirm your password to begin.
      </p>
      <FormField form={form} name="password" label="Password">
        <Input type="password" autoComplete="current-password" data-testid="two-factor-password" />
      </FormField>
      <FormErrorText message={form.formError} />
      <Button type="submit" pending={form.submitting} data-testid="two-factor-start">
        Continue
      </Button>
    </form>
  );
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useZodForm({ schema: codeForm, initial: { code: "" } });
  const submit = form.handleSubmit(async ({ code }) => {
    await confirm.mutateAsync(code);
    onConfirmed();
  });
  const secret = secretOf(totpURI);
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
      <p className="text-sm text-muted-foreground">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
      <div className="flex justify-center rounded-md border bg-white p-4">
        <QRCodeSVG value={totpURI} size={176} title="QR code to add Settle to your authenticator app" data-testid="two-factor-qr" />
      </div>
      <p className="text-sm">
        Cannot scan? Enter this key in the app:{" "}
        <code data-testid="two-factor-secret" className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
          {secret}
        </code>
      </p>
      <FormField form={form} name="code" label="Code from the app">
        <Input inputMode="numeric" autoComplete="one-time-code" data-testid="two-factor-enrol-code" />
      </FormField>
      <FormErrorText message={form.formError} />
      <Button type="submit" pending={form.submitting} data-testid="two-factor-confirm">
        Verify and turn on
      </Button>
    </form>
  );
}

function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm font-medium">
        Two-factor sign-in is on.
      </p>
      <p className="text-sm text-muted-foreground">
        Save these ten backup codes somewhere safe, such as your password manager. Each signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul aria-label="Backup codes" data-testid="backup-codes" className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm">
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
              .then(() => toast({ title: "Copied" }))
              .catch(() => toast({ title: "Copy failed", description: "Select the codes and copy them yourself." }))
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button onClick={onDone} data-testid="backup-codes-done">
          I have saved them
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
