"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError, FormField } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useNotificationSubscriptions, useUpdateNotificationSubscriptions } from "@/hooks/use-notification-subscriptions";
import { useZodForm } from "@/hooks/use-zod-form";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@/lib/domain/reference";
import { updateNotificationSubscriptionsInput, type NotificationSubscription } from "@/lib/schemas/notifications";

type Values = Record<`${NotificationChannel}_status` | `${NotificationChannel}_timing`, string>;


function valuesOf(list: readonly NotificationSubscription[] | undefined): Values {
  const values = {} as Values;
  for (const channel of NOTIFICATION_CHANNELS) {
    const found = list?.find((s) => s.channel === channel);
    values[`${channel}_status`] = found?.status ?? "SUBSCRIBED";
    values[`${channel}_timing`] = found?.timing ?? "IMMEDIATE";
  }
  return values;
}

const toInput = (values: Values) => ({
  subscriptions: NOTIFICATION_CHANNELS.map((channel) => ({ channel, status: values[`${channel}_status`], timing: values[`${channel}_timing`] })),
});

/** The user menu's notification settings: per channel, whether and when its e-mails come. */
export function NotificationSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("notifications.settings");
  const settings = useNotificationSubscriptions(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="notification-settings">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {settings.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t("loading")}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed", { message: settings.error.message })}
          </p>
        ) : (
          // Each opening (and each answer of the server) starts the form from what the server holds.
          <SettingsForm key={settings.dataUpdatedAt} initial={valuesOf(settings.data)} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ initial, onDone }: { initial: Values; onDone: () => void }) {
  const t = useTranslations("notifications");
  const tCommon = useTranslations("common");
  const update = useUpdateNotificationSubscriptions();
  const statusOptions = [
    { value: "SUBSCRIBED", label: t("settings.subscribed") },
    { value: "UNSUBSCRIBED", label: t("settings.unsubscribed") },
  ];
  const timingOptions = [
    { value: "IMMEDIATE", label: t("settings.immediate") },
    { value: "SCHEDULED", label: t("settings.scheduled") },
  ];
  const form = useZodForm({ schema: updateNotificationSubscriptionsInput, initial, toInput });

  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync(body);
    onDone();
    toast({ title: t("settings.saved"), description: t("settings.savedDescription") });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {NOTIFICATION_CHANNELS.map((channel) => {
        const status = `${channel}_status` as const;
        const timing = `${channel}_timing` as const;
        const name = t(`channels.${channel}`);
        return (
          <fieldset key={channel} className="grid grid-cols-2 gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{name}</legend>
            <FormField form={form} name={status} label={t("settings.emails", { channel: name })}>
              <Select options={statusOptions} />
            </FormField>
            <FormField form={form} name={timing} label={t("settings.when", { channel: name })}>
              <Select options={timingOptions} disabled={form.values[status] === "UNSUBSCRIBED"} />
            </FormField>
          </fieldset>
        );
      })}
      <FormError message={form.formError} />
      <DialogFooter>
        <Button variant="outline" type="button" disabled={form.submitting} onClick={onDone}>
          {tCommon("cancel")}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {t("settings.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
