"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateApiKey } from "@/hooks/use-api-keys";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import type { ApiKeyScopes } from "@/lib/domain/api-key-scopes";
import { API_KEY_NAME_MAX, createApiKeyBody } from "@/lib/schemas/api-keys";

type Values = { name: string; servicePrincipal: string; expiresOn: string; scopes: ApiKeyScopes };
const EMPTY: Values = { name: "", servicePrincipal: "", expiresOn: "", scopes: {} };

/** Makes a key; the key itself goes to `onCreated`, to be shown once. */
export function ApiKeyFormDialog({ principals, trigger, onCreated }: { principals: readonly string[]; trigger: ReactNode; onCreated: (key: string) => void }) {
  const t = useTranslations("admin.apiKeys.form");
  const create = useCreateApiKey();
  const form = useZodForm({
    schema: createApiKeyBody,
    initial: EMPTY,
    toInput: (values: Values) => values,
  });

  const dialog = useFormDialog(form, () => EMPTY, async (body) => {
    const created = await create.mutateAsync(body);
    onCreated(created.key);
  });

  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={t("submit")}
    >
      <FormField form={form} name="name" label={t("name")} hint={t("nameHint")}>
        <Input limit={API_KEY_NAME_MAX} />
      </FormField>
      <FormField form={form} name="servicePrincipal" label={t("principal")} hint={t("principalHint")}>
        <Input list="api-key-principals" autoComplete="off" limit={API_KEY_NAME_MAX} />
      </FormField>
      <datalist id="api-key-principals">
        {principals.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField form={form} name="expiresOn" label={t("expiresOn")} hint={t("expiresOnHint")}>
        <Input type="date" />
      </FormField>
    </FormDialog>
  );
}
