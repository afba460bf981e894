"use client";

import { useState, type ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateApiKey } from "@/hooks/use-api-keys";
import { useZodForm } from "@/hooks/use-zod-form";
import { API_KEY_NAME_MAX, createApiKeyBody } from "@/lib/schemas/api-keys";

type Values = { name: string; servicePrincipal: string; expiresOn: string };
const EMPTY: Values = { name: "", servicePrincipal: "", expiresOn: "" };

/** Makes a key; the key itself goes to `onCreated`, to be shown once. */
export function ApiKeyFormDialog({ principals, trigger, onCreated }: { principals: readonly string[]; trigger: ReactNode; onCreated: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  const create = useCreateApiKey();
  const form = useZodForm({
    schema: createApiKeyBody,
    initial: EMPTY,
    toInput: (values: Values) => ({ ...values, expiresOn: values.expiresOn === "" ? null : values.expiresOn }),
  });

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(EMPTY);
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    setOpen(false);
    onCreated(created.key);
  });

  return (
    <FormDialog
      title="New API key"
      description="A key lets another system call the API as a service principal, with an administrator's rights. It is shown once."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel="Create key"
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name} hint="What the key is for, e.g. Payroll export">
        <Input {...form.field("name")} limit={API_KEY_NAME_MAX} />
      </FormField>
      <FormField id={form.idFor("servicePrincipal")} label="Service principal" error={form.errors.servicePrincipal} hint="The system that uses it: an existing one, or a new name">
        <Input {...form.field("servicePrincipal")} list="api-key-principals" autoComplete="off" limit={API_KEY_NAME_MAX} />
      </FormField>
      <datalist id="api-key-principals">
        {principals.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField id={form.idFor("expiresOn")} label="Expires after" error={form.errors.expiresOn} hint="The last day the key works; leave empty for a key that does not expire">
        <Input {...form.field("expiresOn")} type="date" />
      </FormField>
    </FormDialog>
  );
}
