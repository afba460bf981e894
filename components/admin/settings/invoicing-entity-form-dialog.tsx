"use client";

import { useState, type ReactNode } from "react";
import { CountrySelect } from "@/components/admin/country-select";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateInvoicingEntity, useUpdateInvoicingEntity } from "@/hooks/use-settings";
import { useZodForm } from "@/hooks/use-zod-form";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { enumLabel } from "@/lib/format/labels";
import { createInvoicingEntityBody, updateInvoicingEntityBody, type InvoicingEntity } from "@/lib/schemas/invoicing-entities";

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
  const [open, setOpen] = useState(false);
  const create = useCreateInvoicingEntity();
  const update = useUpdateInvoicingEntity(entity?.id ?? "");
  const form = useZodForm({
    schema: entity ? updateInvoicingEntityBody : createInvoicingEntityBody,
    initial: valuesOf(entity),
    toInput: (values: Values) => (entity ? { ...toBody(values), version: entity.version } : toBody(values)),
  });

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(valuesOf(entity));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    if (entity) await update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0]);
    else await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
    setOpen(false);
    toast({ title: entity ? "Invoicing entity saved" : "Invoicing entity created", description: values(body) });
  });

  return (
    <FormDialog
      title={entity ? `Edit ${entity.name}` : "New invoicing entity"}
      description="The company (or person) contractors address their invoices to; clients and projects name one."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={entity ? "Save" : "Create"}
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name}>
        <Input {...form.field("name")} autoComplete="organization" />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={form.idFor("partyType")} label="Party type" error={form.errors.partyType}>
          <Select {...form.field("partyType")} options={PARTY_TYPES.map((p) => ({ value: p, label: enumLabel(p) }))} />
        </FormField>
        <FormField id={form.idFor("currency")} label="Currency" error={form.errors.currency}>
          <Select {...form.field("currency")} placeholder="None" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </FormField>
      </div>
      <FormField id={form.idFor("countryCode")} label="Country" error={form.errors.countryCode}>
        <CountrySelect {...form.field("countryCode")} />
      </FormField>
      <FormField id={form.idFor("street")} label="Street and number" hint="The postal address e-invoices carry (EN 16931 BT-50)." error={form.errors.street}>
        <Input {...form.field("street")} autoComplete="address-line1" />
      </FormField>
      <div className="grid grid-cols-[1fr_2fr] gap-3">
        <FormField id={form.idFor("postalCode")} label="Postal code" error={form.errors.postalCode}>
          <Input {...form.field("postalCode")} autoComplete="postal-code" />
        </FormField>
        <FormField id={form.idFor("city")} label="City" error={form.errors.city}>
          <Input {...form.field("city")} autoComplete="address-level2" />
        </FormField>
      </div>
      <FormField id={form.idFor("address")} label="Address (free text)" hint="Older free-text address; used only while the street is empty." error={form.errors.address}>
        <Textarea {...form.field("address")} rows={2} />
      </FormField>
      <FormField
        id={form.idFor("vatNumber")}
        label="VAT number"
        hint="The entity's VAT id with its country prefix; EU reverse-charge invoices need it."
        error={form.errors.vatNumber}
      >
        <Input {...form.field("vatNumber")} />
      </FormField>
      <FormField
        id={form.idFor("electronicAddress")}
        label="E-invoice address"
        hint="The e-mail address that receives e-invoices (BT-49); the client's contact e-mail when empty."
        error={form.errors.electronicAddress}
      >
        <Input {...form.field("electronicAddress")} type="email" autoComplete="email" />
      </FormField>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField
          id={form.idFor("buyerReference")}
          label="Buyer reference"
          hint="Printed on every invoice (BT-10): the Leitweg-ID of a German public buyer, else a purchase order number."
          error={form.errors.buyerReference}
        >
          <Input {...form.field("buyerReference")} />
        </FormField>
        <FormField
          id={form.idFor("paymentTermsDays")}
          label="Payment terms (days)"
          hint="Days from the invoice date to the due date; 30 when empty."
          error={form.errors.paymentTermsDays}
        >
          <Input {...form.field("paymentTermsDays")} inputMode="numeric" />
        </FormField>
      </div>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField
          id={form.idFor("iban")}
          label="IBAN"
          hint="The account payment runs pay contractors from."
          error={form.errors.iban}
        >
          <Input {...form.field("iban")} autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField id={form.idFor("bic")} label="BIC" error={form.errors.bic}>
          <Input {...form.field("bic")} autoComplete="off" spellCheck={false} />
        </FormField>
      </div>
    </FormDialog>
  );
}

function values(body: { name?: string }): string {
  return body.name ?? "";
}
