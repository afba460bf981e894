"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CountrySelect } from "@/components/ui/country-select";
import { FormDialog } from "@/components/ui/form-dialog";
import { BankAccountFields } from "@/components/ui/bank-account-fields";
import { FormField } from "@/components/ui/field";
import { InputField } from "@/components/ui/input-field";
import { StreetAddressFields } from "@/components/ui/postal-code-city";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateInvoicingEntity, useUpdateInvoicingEntity } from "@/hooks/use-invoicing-entities";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { createInvoicingEntityBody, type InvoicingEntity } from "@/lib/schemas/invoicing-entities";

type Values = { name: string; partyType: string; countryCode: string; address: string; vatNumber: string; currency: string; iban: string; bic: string;
  street: string; postalCode: string; city: string; buyerReference: string; electronicAddress: string; paymentTermsDays: string };

const blank = (text: string) => (text.trim() === "" ? null : text);

const valuesOf = (entity?: InvoicingEntity): Values => ({
  name: entity?.name ?? "",
  partyType: entity?.partyType ?? "ENTITY",
  countryCode: entity?.countryCode ?? "",
  address: entity?.address ?? "",
  vatNumber: entity?.vatNumber ?? "",
  currency: entity?.currency ?? "",
  iban: entity?.iban ?? "",
  bic: entity?.bic ?? "",
  street: entity?.street ?? "",
  postalCode: entity?.postalCode ?? "",
  city: entity?.city ?? "",
  buyerReference: entity?.buyerReference ?? "",
  electronicAddress: entity?.electronicAddress ?? "",
  paymentTermsDays: entity?.paymentTermsDays == null ? "" : String(entity.paymentTermsDays),
});

const toBody = (values: Values) => ({
  name: values.name,
  partyType: values.partyType,
  countryCode: blank(values.countryCode),
  address: blank(values.address),
  vatNumber: blank(values.vatNumber),
  currency: blank(values.currency),
  iban: blank(values.iban),
  bic: blank(values.bic),
  street: blank(values.street),
  postalCode: blank(values.postalCode),
  city: blank(values.city),
  buyerReference: blank(values.buyerReference),
  electronicAddress: blank(values.electronicAddress),
  // A typed number, or the text as typed so the schema names what is wrong with it.
  paymentTermsDays: values.paymentTermsDays.trim() === "" ? null : /^\d+$/.test(values.paymentTermsDays.trim()) ? Number(values.paymentTermsDays.trim()) : values.paymentTermsDays,
});

/** Creates or edits an invoicing entity: whom contractors address their invoices to. */
export function InvoicingEntityFormDialog({ entity, trigger }: { entity?: InvoicingEntity; trigger: ReactNode }) {
  const t = useTranslations("admin.invoicing.form");
  const shared = useTranslations("admin.shared");
  const common = useTranslations("common");
  const create = useCreateInvoicingEntity();
  const update = useUpdateInvoicingEntity(entity?.id ?? "");
  const form = useZodForm({
    // Editing sends every field, so the create body's rules judge both; the update adds the version read.
    schema: createInvoicingEntityBody,
    initial: valuesOf(entity),
    toInput: toBody,
  });

  const dialog = useFormDialog(form, () => valuesOf(entity), async (body) => {
    if (entity) await update.mutateAsync({ ...body, version: entity.version });
    else await create.mutateAsync(body);
    toast({ title: entity ? t("saved") : t("created"), description: values(body) });
  });

  return (
    <FormDialog
      title={entity ? t("editTitle", { name: entity.name }) : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={entity ? common("save") : t("create")}
    >
      <InputField form={form} name="name" label={t("name")} input={{ autoComplete: "organization" }} />
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="partyType" label={t("partyType")}>
          <Select options={PARTY_TYPES.map((p) => ({ value: p, label: shared(`partyType.${p}`) }))} />
        </FormField>
        <FormField form={form} name="currency" label={t("currency")}>
          <Select placeholder={t("none")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </FormField>
      </div>
      <FormField form={form} name="countryCode" label={t("country")}>
        <CountrySelect />
      </FormField>
      <StreetAddressFields form={form} street={{ name: "street", label: t("street"), hint: t("streetHint"), autoComplete: "address-line1" }} className="grid-cols-[1fr_2fr]" />
      <FormField form={form} name="address" label={t("address")} hint={t("addressHint")}>
        <Textarea rows={2} />
      </FormField>
      <InputField form={form} name="vatNumber" label={t("vatNumber")} hint={t("vatNumberHint")} />
      <InputField form={form} name="electronicAddress" label={t("electronicAddress")} hint={t("electronicAddressHint")} input={{ type: "email", autoComplete: "email" }} />
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <InputField form={form} name="buyerReference" label={t("buyerReference")} hint={t("buyerReferenceHint")} />
        <InputField form={form} name="paymentTermsDays" label={t("paymentTerms")} hint={t("paymentTermsHint")} input={{ inputMode: "numeric" }} />
      </div>
      <BankAccountFields form={form} labels={{ iban: t("iban"), ibanHint: t("ibanHint"), bic: t("bic") }} className="grid grid-cols-[2fr_1fr] gap-3" />
    </FormDialog>
  );
}

function values(body: { name?: string }): string {
  return body.name ?? "";
}
