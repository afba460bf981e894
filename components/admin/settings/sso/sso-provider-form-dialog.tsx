"use client";

import { useState, type ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateSsoProvider, useUpdateSsoProvider } from "@/hooks/use-sso-providers";
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
  const [open, setOpen] = useState(false);
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

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(valuesOf(provider));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    if (provider) await update.mutateAsync(body);
    else await create.mutateAsync(createSsoProviderBody.parse(body));
    setOpen(false);
  });

  return (
    <FormDialog
      title={provider ? `Edit ${provider.name}` : "New single sign-on provider"}
      description="An OpenID Connect identity provider (Entra ID, Google Workspace, Keycloak, ...). Register Settle there as a web application with the redirect URI shown under Single sign-on."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={provider ? "Save" : "Add provider"}
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name} hint="What the sign-in page calls it, e.g. Contoso Entra ID">
        <Input {...form.field("name")} />
      </FormField>
      <FormField id={form.idFor("issuer")} label="Issuer URL" error={form.errors.issuer} hint="e.g. https://login.microsoftonline.com/<tenant id>/v2.0">
        <Input {...form.field("issuer")} type="url" autoComplete="off" />
      </FormField>
      <FormField id={form.idFor("clientId")} label="Client id" error={form.errors.clientId}>
        <Input {...form.field("clientId")} autoComplete="off" />
      </FormField>
      <FormField
        id={form.idFor("clientSecret")}
        label="Client secret"
        error={form.errors.clientSecret}
        hint={provider ? "Leave empty to keep the stored secret." : "Stored sealed; never shown again."}
      >
        <Input {...form.field("clientSecret")} type="password" autoComplete="new-password" />
      </FormField>
      <FormField id={form.idFor("domains")} label="E-mail domains" error={form.errors.domains} hint="The domains whose people sign in through it, separated by commas">
        <Input {...form.field("domains")} autoComplete="off" />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id={form.idFor("required")}
          type="checkbox"
          className="size-4 accent-primary"
          checked={form.values.required}
          onChange={(event) => form.set("required", event.target.checked)}
        />
        <Label htmlFor={form.idFor("required")}>Required: refuse password sign-in for these domains</Label>
      </div>
    </FormDialog>
  );
}
