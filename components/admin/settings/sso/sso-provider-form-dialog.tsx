"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { CheckboxField } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateSsoProvider, useUpdateSsoProvider } from "@/hooks/use-sso-providers";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { createSsoProviderBody, updateSsoProviderBody, type SsoProviderView } from "@/lib/schemas/sso-providers";

type Values = { name: string; issuer: string; clientId: string; clientSecret: string; domains: string; required: boolean; trustMfa: boolean };

const valuesOf = (provider?: SsoProviderView): Values => ({
  name: provider?.name ?? "",
  issuer: provider?.issuer ?? "",
  clientId: provider?.clientId ?? "",
  clientSecret: "",
  domains: provider?.domains.join(", ") ?? "",
  required: provider?.required ?? false,
  trustMfa: provider?.trustMfa ?? false,
});

/** Domains as typed (commas or spaces between them) into the list the API takes. */
const domainList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Registers a provider, or changes one (`provider`): a new client secret only when typed. */
export function SsoProviderFormDialog({ provider, trigger }: { provider?: SsoProviderView; trigger: ReactNode }) {
  const t = useTranslations("admin.sso.form");
  const common = useTranslations("common");
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

  const dialog = useFormDialog(form, () => valuesOf(provider), async (body) => {
    if (provider) await update.mutateAsync(body);
    else await create.mutateAsync(createSsoProviderBody.parse(body));
  });

  return (
    <FormDialog
      title={provider ? t("editTitle", { name: provider.name }) : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={provider ? common("save") : t("add")}
    >
      <FormField form={form} name="name" label={t("name")} hint={t("nameHint")}>
        <Input />
      </FormField>
      <FormField form={form} name="issuer" label={t("issuer")} hint={t("issuerHint")}>
        <Input type="url" autoComplete="off" />
      </FormField>
      <FormField form={form} name="clientId" label={t("clientId")}>
        <Input autoComplete="off" />
      </FormField>
      <FormField
        form={form}
        name="clientSecret"
        label={t("clientSecret")}
        hint={provider ? t("keepSecret") : t("sealed")}
      >
        <Input type="password" autoComplete="new-password" />
      </FormField>
      <FormField form={form} name="domains" label={t("domains")} hint={t("domainsHint")}>
        <Input autoComplete="off" />
      </FormField>
      <CheckboxField
        id={form.idFor("required")}
        label={t("required")}
        checked={form.values.required}
        onCheckedChange={(checked) => form.set("required", checked)}
      />
      <div className="grid gap-1">
        <CheckboxField
          id={form.idFor("trustMfa")}
          label={t("trustMfa")}
          aria-describedby={`${form.idFor("trustMfa")}-hint`}
          checked={form.values.trustMfa}
          onCheckedChange={(checked) => form.set("trustMfa", checked)}
        />
        <p id={`${form.idFor("trustMfa")}-hint`} className="pl-6 text-xs text-muted-foreground">
          {t("trustMfaHint")}
        </p>
      </div>
    </FormDialog>
  );
}
