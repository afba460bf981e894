"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { CheckboxField } from "@/components/ui/checkbox";
import { bindControl, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from "@/hooks/use-webhook-endpoints";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import type { WebhookEventType } from "@/lib/domain/webhook-events";
import { createWebhookEndpointBody, updateWebhookEndpointBody, type UpdateWebhookEndpointBody, type WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import { EventTypesPicker } from "./event-types-picker";

type Values = { url: string; description: string; eventTypes: WebhookEventType[]; enabled: boolean };

const valuesOf = (endpoint?: WebhookEndpoint): Values => ({
  url: endpoint?.url ?? "",
  description: endpoint?.description ?? "",
  eventTypes: endpoint?.eventTypes ?? [],
  enabled: endpoint?.enabled ?? true,
});

/** Adds or edits an endpoint; a new one's signing secret goes to `onCreated`, to be shown once. */
export function WebhookEndpointFormDialog({ endpoint, trigger, onCreated }: { endpoint?: WebhookEndpoint; trigger: ReactNode; onCreated?: (secret: string) => void }) {
  const t = useTranslations("admin.webhooks.form");
  const common = useTranslations("common");
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint(endpoint?.id ?? "");
  const form = useZodForm({
    schema: endpoint ? updateWebhookEndpointBody : createWebhookEndpointBody,
    initial: valuesOf(endpoint),
    toInput: (values: Values) => (endpoint ? { ...values, version: endpoint.version } : values),
  });

  const dialog = useFormDialog(form, () => valuesOf(endpoint), async (body) => {
    if (endpoint) {
      await update.mutateAsync(body as UpdateWebhookEndpointBody);
      toast({ title: t("saved"), description: endpoint.url });
    } else {
      const created = await create.mutateAsync(body);
      onCreated?.(created.secret);
    }
  });

  return (
    <FormDialog
      title={endpoint ? t("editTitle") : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={endpoint ? common("save") : t("add")}
    >
      <FormField form={form} name="url" label={t("url")} hint={t("urlHint")}>
        <Input type="url" inputMode="url" placeholder={t("urlPlaceholder")} />
      </FormField>
      <FormField form={form} name="description" label={t("descriptionField")}>
        <Input />
      </FormField>
      <EventTypesPicker {...bindControl(form, "eventTypes")} />
      <CheckboxField id={form.idFor("enabled")} label={t("enabled")} checked={form.values.enabled} onCheckedChange={(checked) => form.set("enabled", checked)} />
    </FormDialog>
  );
}
