"use client";

import type { ReactNode } from "react";
import { CountrySelect } from "@/components/admin/country-select";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PostalCodeCityFields } from "@/components/ui/postal-code-city";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateInvoicingEntity, useUpdateInvoicingEntity } from "@/hooks/use-settings";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { enumLabel } from "@/lib/format/labels";
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
  const create = useCreateInvoicingEntity();
  const update = useUpdateInvoicingEntity(entity?.id ?? "");
  const form = useZodForm({
    // Editing sends every field, so the create body's rules judge both; the update adds the version read.
    schema: createInvoicingEntityBody,
    initial: valuesOf(entity),
    toInput: toBody,
  });

  const dialog = useFormDialog(form, () => valuesOf(entity));

  const submit = form.handleSubmit(async (body) => {
    if (entity) await update.mutateAsync({ ...body, version: entity.version });
    else await create.mutateAsync(body);
    dialog.close();
    toast({ title: entity ? "Invoicing entity saved" : "Invoicing entity created", description: values(body) });
  });

  return (
    <FormDialog
      title={entity ? `Edit ${entity.name}` : "New invoicing entity"}
      description="The company (or person) contractors address their invoices to; clients and projects name one."
      trigger={trigger}
      dialog={dialog}
      form={form}
      onSubmit={submit}
      submitLabel={entity ? "Save" : "Create"}
    >
      <FormField form={form} name="name" label="Name">
        <Input autoComplete="organization" />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="partyType" label="Party type">
          <Select options={PARTY_TYPES.map((p) => ({ value: p, label: enumLabel(p) }))} />
        </FormField>
        <FormField form={form} name="currency" label="Currency">
          <Select placeholder="None" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </FormField>
      </div>
      <FormField form={form} name="countryCode" label="Country">
        <CountrySelect />
      </FormField>
      <FormField form={form} name="street" label="Street and number" hint="The postal address e-invoices carry (EN 16931 BT-50).">
        <Input autoComplete="address-line1" />
      </FormField>
      <PostalCodeCityFields form={form} className="grid-cols-[1fr_2fr]" />
      <FormField form={form} name="address" label="Address (free text)" hint="Older free-text address; used only while the street is empty.">
        <Textarea rows={2} />
      </FormField>
      <FormField
        form={form}
        name="vatNumber"
        label="VAT number"
        hint="The entity's VAT id with its country prefix; EU reverse-charge invoices need it."
      >
        <Input />
      </FormField>
      <FormField
        form={form}
        name="electronicAddress"
        label="E-invoice address"
        hint="The e-mail address that receives e-invoices (BT-49); the client's contact e-mail when empty."
      >
        <Input type="email" autoComplete="email" />
      </FormField>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField
          form={form}
          name="buyerReference"
          label="Buyer reference"
          hint="Printed on every invoice (BT-10): the Leitweg-ID of a German public buyer, else a purchase order number."
        >
          <Input />
        </FormField>
        <FormField
          form={form}
          name="paymentTermsDays"
          label="Payment terms (days)"
          hint="Days from the invoice date to the due date; 30 when empty."
        >
          <Input inputMode="numeric" />
        </FormField>
      </div>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField
          form={form}
          name="iban"
          label="IBAN"
          hint="The account payment runs pay contractors from."
        >
          <Input autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField form={form} name="bic" label="BIC">
          <Input autoComplete="off" spellCheck={false} />
        </FormField>
      </div>
    </FormDialog>
  );
}

function values(body: { name?: string }): string {
  return body.name ?? "";
}
