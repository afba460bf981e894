"use client";

import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CountrySelect } from "@/components/ui/country-select";
import { BankAccountFields } from "@/components/ui/bank-account-fields";
import { FormField } from "@/components/ui/field";
import { InputField } from "@/components/ui/input-field";
import { PageForm } from "@/components/ui/page-form";
import { StreetAddressFields } from "@/components/ui/postal-code-city";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast/use-toast";
import { cachedBillingDetails, useSaveBillingDetails } from "@/hooks/use-billing-details";
import { useZodForm } from "@/hooks/use-zod-form";
import { isUnknownOutcome } from "@/lib/api-client";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { saveBillingDetailsInput, type BillingDetailsView } from "@/lib/schemas/billing-details";

type Values = {
  partyType: string;
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  countryCode: string;
  vatNumber: string;
  taxNumber: string;
  vatExemptionReason: string;
  phone: string;
  iban: string;
  bic: string;
  currency: string;
};

/** The form's text values of stored details (a field saved before it existed is empty). */
function valuesOf(current: BillingDetailsView | null | undefined): Values {
  const d = current?.details ?? {};
  return {
    partyType: d.partyType ?? "PERSON",
    legalName: d.legalName ?? "",
    addressLine: d.addressLine ?? "",
    postalCode: d.postalCode ?? "",
    city: d.city ?? "",
    countryCode: d.countryCode ?? "",
    vatNumber: d.vatNumber ?? "",
    taxNumber: d.taxNumber ?? "",
    vatExemptionReason: d.vatExemptionReason ?? "",
    phone: d.phone ?? "",
    iban: d.iban ?? "",
    bic: d.bic ?? "",
    currency: d.currency ?? "EUR",
  };
}


/**
 * What the contractor invoices as and is paid to. The rules are the API's own zod schema
 * (lib/schemas/billing-details: IBAN mod-97, BIC format and country), so the form and the server
 * refuse the same input. After saving, the browser goes to the billing-details-updated URL when
 * the installation sets one.
 */
export function BillingDetailsForm({ current, redirectUrl }: { current: BillingDetailsView | null; redirectUrl: string | null }) {
  const t = useTranslations("contractor.billing");
  const queryClient = useQueryClient();
  const save = useSaveBillingDetails();
  const [version, setVersion] = useState<number | undefined>(current?.version);
  const form = useZodForm({
    schema: saveBillingDetailsInput,
    initial: valuesOf(current),
    toInput: (values: Values) => ({ ...values, version }),
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      setVersion(saved.version);
    } catch (error) {
      // The save may have landed: the hook has read the details again; show them (and their version) with the error.
      if (isUnknownOutcome(error)) {
        const fresh = cachedBillingDetails(queryClient);
        if (fresh !== undefined) {
          form.reset(valuesOf(fresh));
          setVersion(fresh?.version);
        }
      }
      throw error;
    }
    toast({ title: t("saved"), description: t("savedDescription") });
    if (redirectUrl) window.location.assign(redirectUrl);
  });

  return (
    <PageForm label={t("form")} form={form} onSubmit={submit} submitLabel={t("save")} pendingLabel={t("saving")} className="max-w-2xl">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{t("who")}</legend>
        <FormField form={form} name="partyType" label={t("partyType")}>
          <Select options={PARTY_TYPES.map((value) => ({ value, label: t(`party.${value}`) }))} />
        </FormField>
        <InputField form={form} name="legalName" label={t("legalName")} hint={t("legalNameHint")} input={{ autoComplete: "organization" }} />
        <StreetAddressFields form={form} street={{ name: "addressLine", label: t("address"), autoComplete: "street-address" }} className="gap-4 sm:grid-cols-[10rem_1fr]" />
        <FormField form={form} name="countryCode" label={t("country")}>
          <CountrySelect />
        </FormField>
        <InputField form={form} name="vatNumber" label={t("vatNumber")} hint={t("vatNumberHint")} />
        <InputField form={form} name="taxNumber" label={t("taxNumber")} hint={t("taxNumberHint")} />
        <InputField form={form} name="vatExemptionReason" label={t("vatExemption")} hint={t("vatExemptionHint")} />
        <InputField form={form} name="phone" label={t("phone")} hint={t("phoneHint")} input={{ type: "tel", autoComplete: "tel" }} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{t("where")}</legend>
        <BankAccountFields form={form} labels={{ iban: t("iban"), ibanHint: t("ibanHint"), bic: t("bic"), bicHint: t("bicHint") }} className="flex flex-col gap-4" />
        <FormField form={form} name="currency" label={t("currency")}>
          <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
        </FormField>
      </fieldset>
    </PageForm>
  );
}
