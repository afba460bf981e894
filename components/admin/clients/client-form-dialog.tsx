"use client";

import { useState, type ReactNode } from "react";
import { CountrySelect } from "@/components/admin/country-select";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateClient, useUpdateClient } from "@/hooks/use-clients";
import { useZodForm } from "@/hooks/use-zod-form";
import { createClientBody, updateClientBody, type Client } from "@/lib/schemas/clients";

type Values = { name: string; countryCode: string; address: string; invoicingEntityId: string; contactEmail: string };

const blank = (text: string) => (text.trim() === "" ? null : text);

function valuesOf(client?: Client): Values {
  return {
    name: client?.name ?? "",
    countryCode: client?.countryCode ?? "",
    address: client?.address ?? "",
    invoicingEntityId: client?.invoicingEntity?.id ?? "",
    contactEmail: client?.contactEmail ?? "",
  };
}

const toBody = (values: Values) => ({
  name: values.name,
  countryCode: blank(values.countryCode),
  address: blank(values.address),
  invoicingEntityId: blank(values.invoicingEntityId),
  contactEmail: blank(values.contactEmail),
});

export interface ClientFormDialogProps {
  /** The client to edit; without it the dialog creates one. */
  client?: Client;
  invoicingEntities: readonly { id: string; name: string }[];
  trigger: ReactNode;
}

/** Creates or edits a client: name, country, address, invoicing entity and a contact e-mail. */
export function ClientFormDialog({ client, invoicingEntities, trigger }: ClientFormDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateClient();
  const update = useUpdateClient(client?.id ?? "");
  const form = useZodForm({
    schema: client ? updateClientBody : createClientBody,
    initial: valuesOf(client),
    toInput: (values: Values) => (client ? { ...toBody(values), version: client.version } : toBody(values)),
  });

  function onOpenChange(next: boolean) {
    // A new dialog starts from the saved client; a closed one that failed keeps what was typed until then.
    if (next && !open) form.reset(valuesOf(client));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    if (client) await update.mutateAsync({ ...body, version: client.version });
    else await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
    setOpen(false);
    toast({ title: client ? "Client saved" : "Client created", description: body.name });
  });

  return (
    <FormDialog
      title={client ? `Edit ${client.name}` : "New client"}
      description="The company projects are done for. Its country and address appear on settlement documents."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={client ? "Save client" : "Create client"}
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name}>
        <Input {...form.field("name")} autoComplete="organization" />
      </FormField>
      <FormField id={form.idFor("countryCode")} label="Country" error={form.errors.countryCode}>
        <CountrySelect {...form.field("countryCode")} />
      </FormField>
      <FormField id={form.idFor("address")} label="Address" error={form.errors.address}>
        <Textarea {...form.field("address")} rows={3} />
      </FormField>
      <FormField
        id={form.idFor("invoicingEntityId")}
        label="Invoicing entity"
        error={form.errors.invoicingEntityId}
        hint={invoicingEntities.length === 0 ? "No invoicing entity yet: add one under Settings." : undefined}
      >
        <Select {...form.field("invoicingEntityId")} placeholder="None" options={invoicingEntities.map((e) => ({ value: e.id, label: e.name }))} />
      </FormField>
      <FormField id={form.idFor("contactEmail")} label="Contact e-mail" error={form.errors.contactEmail}>
        <Input {...form.field("contactEmail")} type="email" autoComplete="email" />
      </FormField>
    </FormDialog>
  );
}
