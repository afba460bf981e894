"use client";

import { useState, type ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useSaveConfiguration } from "@/hooks/use-settings";
import { useZodForm } from "@/hooks/use-zod-form";
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

const valuesOf = (entry?: Configuration): Values => ({
  key: entry?.key ?? "",
  value: entry ? JSON.stringify(entry.value) : "",
  description: entry?.description ?? "",
});

/** Creates or replaces one configuration entry (e.g. reminders.firstReminderDay = 3). */
export function ConfigurationFormDialog({ entry, trigger }: { entry?: Configuration; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const save = useSaveConfiguration();
  const form = useZodForm({
    schema: formSchema,
    initial: valuesOf(entry),
    toInput: (values: Values) => ({ key: values.key.trim(), value: parseJson(values.value), description: values.description.trim() === "" ? null : values.description }),
    // Text that is not JSON reaches the schema as no value at all, which z.json() refuses as a
    // union ("Invalid input"): its own message is only on one branch, so the screen names it here.
    message: (field, issue) => (field === "value" && issue.code === "invalid_union" ? CONFIGURATION_VALUE_NOT_JSON : issue.message),
  });

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(valuesOf(entry));
    setOpen(next);
  }

  const submit = form.handleSubmit(async ({ key, ...body }) => {
    await save.mutateAsync({ key, body });
    setOpen(false);
    toast({ title: "Configuration saved", description: key });
  });

  return (
    <FormDialog
      title={entry ? `Edit ${entry.key}` : "New configuration entry"}
      description={'Values are JSON: a number (3), text in quotes ("weekly"), true or false, a list or an object.'}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel="Save"
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("key")} label="Key" error={form.errors.key}>
        <Input {...form.field("key")} readOnly={entry !== undefined} placeholder="reminders.firstReminderDay" />
      </FormField>
      <FormField id={form.idFor("value")} label="Value (JSON)" error={form.errors.value}>
        <Textarea {...form.field("value")} rows={3} className="font-mono" />
      </FormField>
      <FormField id={form.idFor("description")} label="Description" error={form.errors.description}>
        <Input {...form.field("description")} />
      </FormField>
    </FormDialog>
  );
}
