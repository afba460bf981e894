"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CountrySelect } from "@/components/ui/country-select";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/field";
import { InputField } from "@/components/ui/input-field";
import { referenceOptions, Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateClient, useUpdateClient } from "@/hooks/use-clients";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useUrlRequest } from "@/hooks/use-url-request";
import { useZodForm } from "@/hooks/use-zod-form";
import { createClientBody, type Client } from "@/lib/schemas/clients";

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
  /** The address parameter (`?{it}=1`) that opens this dialog when a link asks for it (the command palette's "New client"). */
  openOnParam?: string;
}

/** Creates or edits a client: name, country, address, invoicing entity and a contact e-mail. */
export function ClientFormDialog({ client, invoicingEntities, trigger, openOnParam }: ClientFormDialogProps) {
  const t = useTranslations("admin.clients.form");
  const create = useCreateClient();
  const update = useUpdateClient(client?.id ?? "");
  // Editing sends every field, so the create body's rules judge both; the update adds the version read.
  const form = useZodForm({ schema: createClientBody, initial: valuesOf(client), toInput: toBody });
  const dialog = useFormDialog(form, () => valuesOf(client), async (body) => {
    if (client) await update.mutateAsync({ ...body, version: client.version });
    else await create.mutateAsync(body);
    toast({ title: client ? t("saved") : t("created"), description: body.name });
  });
  useUrlRequest(openOnParam, () => dialog.onOpenChange(true));

  return (
    <FormDialog
      title={client ? t("editTitle", { name: client.name }) : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={client ? t("save") : t("create")}
    >
      <InputField form={form} name="name" label={t("name")} input={{ autoComplete: "organization" }} />
      <FormField form={form} name="countryCode" label={t("country")}>
        <CountrySelect />
      </FormField>
      <FormField form={form} name="address" label={t("address")}>
        <Textarea rows={3} />
      </FormField>
      <FormField
        form={form}
        name="invoicingEntityId"
        label={t("invoicingEntity")}
        hint={invoicingEntities.length === 0 ? t("noEntities") : undefined}
      >
        <Select placeholder={t("none")} options={referenceOptions(invoicingEntities)} />
      </FormField>
      <InputField form={form} name="contactEmail" label={t("contactEmail")} input={{ type: "email", autoComplete: "email" }} />
    </FormDialog>
  );
}
