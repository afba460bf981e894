"use client";

import type { ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { CheckboxField } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateSsoProvider, useUpdateSsoProvider } from "@/hooks/use-sso-providers";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { createSsoProviderBody, updateSsoProviderBody, type SsoProviderView } from "@/lib/schemas/sso-providers";

type Values = { name: string; issuer: string; clientId: string; clientSecret: string; domains: string; required: boolean };

const valuesOf = (provider?: SsoProviderView): Values => ({
  name: provider?.name ?? "",
  issuer: provider?.issuer ?? "",
  clientId: provider?.clientId ?? "",
  clientSecret: "",
  domains: provider?.domains.join(", ") ?? "",
  required: provider?.required ?? false,
});

/** Domains as typed (commas or spaces between them) into the list the API takes. */
const domainList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Registers a provider, or changes one (`provider`): a new client secret only when typed. */
export function SsoProviderFormDialog({ provider, trigger }: { provider?: SsoProviderView; trigger: ReactNode }) {
  const create = useCreateSsoProvider();
  const update = useUpdateSsoProvider(provider?.id ?? "");
  const form = useZodForm({
    schema: provider ? updateSsoProviderBody : createSsoProviderBody,
    initial: valuesOf(provider),
    toInput: (values: Values) => ({
      ...values,
      domains: domainList(values.domains),
      clientSecret: provider && values.clientSecret === "" ? undefined : values.clientSecret,
    }),
  });

  const dialog = useFormDialog(form, () => valuesOf(provider));

  const submit = form.handleSubmit(async (body) => {
    if (provider) await update.mutateAsync(body);
    else await create.mutateAsync(createSsoProviderBody.parse(body));
    dialog.close();
  });

  return (
    <FormDialog
      title={provider ? `Edit ${provider.name}` : "New single sign-on provider"}
      description="An OpenID Connect identity provider (Entra ID, Google Workspace, Keycloak, ...). Register Settle there as a web application with the redirect URI shown under Single sign-on."
      trigger={trigger}
      dialog={dialog}
      form={form}
      onSubmit={submit}
      submitLabel={provider ? "Save" : "Add provider"}
    >
      <FormField form={form} name="name" label="Name" hint="What the sign-in page calls it, e.g. Contoso Entra ID">
        <Input />
      </FormField>
      <FormField form={form} name="issuer" label="Issuer URL" hint="e.g. https://login.microsoftonline.com/<tenant id>/v2.0">
        <Input type="url" autoComplete="off" />
      </FormField>
      <FormField form={form} name="clientId" label="Client id">
        <Input autoComplete="off" />
      </FormField>
      <FormField
        form={form}
        name="clientSecret"
        label="Client secret"
        hint={provider ? "Leave empty to keep the stored secret." : "Stored sealed; never shown again."}
      >
        <Input type="password" autoComplete="new-password" />
      </FormField>
      <FormField form={form} name="domains" label="E-mail domains" hint="The domains whose people sign in through it, separated by commas">
        <Input autoComplete="off" />
      </FormField>
      <CheckboxField
        id={form.idFor("required")}
        label="Required: refuse password sign-in for these domains"
        checked={form.values.required}
        onCheckedChange={(checked) => form.set("required", checked)}
      />
    </FormDialog>
  );
}
