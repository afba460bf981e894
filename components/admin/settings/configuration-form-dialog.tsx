"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useSaveConfiguration } from "@/hooks/use-configurations";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { englishText } from "@/lib/errors";
import { CONFIGURATION_VALUE_NOT_JSON, configurationEntryIssue, configurationKey, upsertConfigurationBody, type Configuration } from "@/lib/schemas/configurations";
import { z } from "zod";

type Values = { key: string; value: string; description: string };

/** The key and the body are checked with the API's schemas; the value is typed as JSON text. */
const formSchema = z
  .object({ key: configurationKey })
  .and(upsertConfigurationBody)
  .superRefine((entry, context) => {
    const issue = configurationEntryIssue(entry.key, entry.value);
    if (issue) context.addIssue({ code: "custom", path: [issue.path === "id" ? "key" : "value"], message: issue.message });
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the schema's message about the value then shows on the field.
    return undefined;
  }
}

/** What a new entry starts from when a screen knows the key it needs (Settings' VAT rates). */
export interface ConfigurationPrefill {
  key: string;
  value: unknown;
}

const valuesOf = (entry?: Configuration, prefill?: ConfigurationPrefill): Values => ({
  key: entry?.key ?? prefill?.key ?? "",
  value: entry ? JSON.stringify(entry.value) : prefill ? JSON.stringify(prefill.value) : "",
  description: entry?.description ?? "",
});

/** Creates or replaces one configuration entry (e.g. reminders.firstReminderDay = 3); a new one may start prefilled. */
export function ConfigurationFormDialog({ entry, prefill, trigger }: { entry?: Configuration; prefill?: ConfigurationPrefill; trigger: ReactNode }) {
  const t = useTranslations("admin.settings.configurations.form");
  const common = useTranslations("common");
  const save = useSaveConfiguration();
  const form = useZodForm({
    schema: formSchema,
    initial: valuesOf(entry, prefill),
    toInput: (values: Values) => ({ key: values.key.trim(), value: parseJson(values.value), description: values.description.trim() === "" ? null : values.description }),
    // Text that is not JSON reaches the schema as no value at all, which z.json() refuses as a
    // union ("Invalid input"): its own message is only on one branch, so the screen names it here.
    message: (field, issue) => (field === "value" && issue.code === "invalid_union" ? englishText(CONFIGURATION_VALUE_NOT_JSON) : issue.message),
  });

  const dialog = useFormDialog(form, () => valuesOf(entry, prefill), async ({ key, ...body }) => {
    await save.mutateAsync({ key, body });
    toast({ title: t("saved"), description: key });
  });

  return (
    <FormDialog
      title={entry ? t("editTitle", { key: entry.key }) : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={common("save")}
    >
      <FormField form={form} name="key" label={t("key")}>
        <Input readOnly={entry !== undefined} placeholder={t("keyPlaceholder")} />
      </FormField>
      <FormField form={form} name="value" label={t("value")}>
        <Textarea rows={3} className="font-mono" />
      </FormField>
      <FormField form={form} name="description" label={t("descriptionField")}>
        <Input />
      </FormField>
    </FormDialog>
  );
}
