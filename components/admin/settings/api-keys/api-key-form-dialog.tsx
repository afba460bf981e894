"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateApiKey, useCreateOwnApiKey } from "@/hooks/use-api-keys";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { useZodForm } from "@/hooks/use-zod-form";
import { API_KEY_NAME_MAX, createApiKeyBody, createOwnApiKeyBody } from "@/lib/schemas/api-keys";
import { NO_SCOPES, ScopeFields, scopesOf, type ScopeChoice } from "./scope-fields";

type Values = { name: string; servicePrincipal: string; expiresOn: string; scopes: ScopeChoice };
const EMPTY: Values = { name: "", servicePrincipal: "", expiresOn: "", scopes: NO_SCOPES };

/**
 * Makes a key; the key itself goes to `onCreated`, to be shown once. An administrator's (Settings)
 * acts as a service principal; `own` makes one of the signed-in person (Profile), acting as them.
 */
export function ApiKeyFormDialog({ principals, trigger, onCreated, own = false }: { principals: readonly string[]; trigger: ReactNode; onCreated: (key: string) => void; own?: boolean }) {
  const t = useTranslations("admin.apiKeys.form");
  const refusalText = useRefusalText();
  const createPrincipalKey = useCreateApiKey();
  const createOwnKey = useCreateOwnApiKey();
  const form = useZodForm({
    schema: own ? createOwnApiKeyBody : createApiKeyBody,
    initial: EMPTY,
    toInput: ({ servicePrincipal, scopes, ...values }: Values) => ({ ...values, ...(own ? {} : { servicePrincipal }), scopes: scopesOf(scopes) }),
  });

  const dialog = useFormDialog(form, () => EMPTY, async (body) => {
    const created = own ? await createOwnKey.mutateAsync(body) : await createPrincipalKey.mutateAsync({ servicePrincipal: "", ...body });
    onCreated(created.key);
  });

  return (
    <FormDialog title={t("title")} description={own ? t("ownDescription") : t("description")} trigger={trigger} dialog={dialog} submitLabel={t("submit")}>
      <FormField form={form} name="name" label={t("name")} hint={t("nameHint")}>
        <Input limit={API_KEY_NAME_MAX} />
      </FormField>
      {own ? null : (
        <>
          <FormField form={form} name="servicePrincipal" label={t("principal")} hint={t("principalHint")}>
            <Input list="api-key-principals" autoComplete="off" limit={API_KEY_NAME_MAX} />
          </FormField>
          <datalist id="api-key-principals">
            {principals.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
      <FormField form={form} name="expiresOn" label={t("expiresOn")} hint={t("expiresOnHint")}>
        <Input type="date" />
      </FormField>
      <ScopeFields
        idPrefix={form.idFor("scopes")}
        value={form.values.scopes}
        onChange={(next) => form.set("scopes", next)}
        error={form.errors.scopes ? refusalText(form.errors.scopes) : undefined}
      />
    </FormDialog>
  );
}
