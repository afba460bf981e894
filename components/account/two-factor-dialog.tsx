"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useDisableTwoFactor, useTwoFactorStatus } from "@/hooks/use-two-factor";
import { useZodForm } from "@/hooks/use-zod-form";
import { disableTwoFactorBody } from "@/lib/schemas/two-factor";
import { useTwoFactorRefusal } from "@/components/auth/use-two-factor-refusal";
import { PasskeysSection } from "./passkeys-section";
import { TwoFactorEnrolment } from "./two-factor-enrolment";
import { useRefusalText } from "@/hooks/use-refusal-text";

function TurnOff({ onDone }: { onDone: () => void }) {
  const t = useTranslations("account.twoFactor");
  const translated = useTwoFactorRefusal();
  const disable = useDisableTwoFactor();
  const form = useZodForm({ schema: disableTwoFactorBody, initial: { password: "", code: "" } });
  const submit = form.handleSubmit(async (body) => {
    await disable.mutateAsync(body).catch((error: unknown) => {
      throw translated(error);
    });
    toast({ title: t("turnedOff") });
    onDone();
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={form.submitting || undefined}>
      <p role="status" className="text-sm font-medium">
        {t("isOn")}
      </p>
      <p className="text-sm text-muted-foreground">{t("turnOffIntro")}</p>
      <FormField form={form} name="password" label={t("password")}>
        <Input type="password" autoComplete="current-password" data-testid="disable-password" />
      </FormField>
      <FormField form={form} name="code" label={t("appCode")}>
        <Input inputMode="numeric" autoComplete="one-time-code" data-testid="disable-code" />
      </FormField>
      <FormError message={form.formError} />
      <Button type="submit" variant="destructive" pending={form.submitting} data-testid="two-factor-disable">
        {t("turnOff")}
      </Button>
    </form>
  );
}

/** The user menu's "Two-factor sign-in": set it up, or turn it off with a code; and one's passkeys. */
export function TwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("account.twoFactor");
  const refusalText = useRefusalText();
  const status = useTwoFactorStatus(open);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="two-factor-dialog" className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {status.isPending ? (
          <Skeleton className="h-24" aria-label={t("loading")} />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed", { message: refusalText(status.error.message) })}
          </p>
        ) : status.data ? (
          <TurnOff onDone={close} />
        ) : (
          <TwoFactorEnrolment onDone={close} />
        )}
        <PasskeysSection open={open} />
      </DialogContent>
    </Dialog>
  );
}
