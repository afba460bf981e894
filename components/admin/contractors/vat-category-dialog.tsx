"use client";

import { Receipt } from "lucide-react";
import { FormDialog } from "@/components/admin/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateContractor } from "@/hooks/use-contractors";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { VAT_CATEGORIES, VAT_CATEGORY_LABELS } from "@/lib/domain/vat-category";
import { updateContractorBody } from "@/lib/schemas/contractors";

type Person = { id: string; name: string; vatCategoryOverride: string | null; version: number };

const TABLE = "";

/**
 * The administrator's VAT category for a contractor's invoices (an EN 16931 category), over the
 * decision table of docs/invoices.md: for the cases the table cannot know, such as a special regime.
 */
export function VatCategoryDialog({ contractor }: { contractor: Person }) {
  const update = useUpdateContractor(contractor.id);
  const initial = { vatCategoryOverride: contractor.vatCategoryOverride ?? TABLE };
  const form = useZodForm({
    schema: updateContractorBody,
    initial,
    toInput: (values: { vatCategoryOverride: string }) => ({
      vatCategoryOverride: values.vatCategoryOverride === TABLE ? null : values.vatCategoryOverride,
      version: contractor.version,
    }),
  });

  const dialog = useFormDialog(form, () => initial);

  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync(body);
    dialog.close();
    toast({ title: "VAT category saved", description: contractor.name });
  });

  return (
    <FormDialog
      title={`VAT category of ${contractor.name}`}
      description="Which VAT category this contractor's e-invoices carry. Leave it to the table unless their tax situation is one it cannot know."
      trigger={
        <Button variant="outline" size="sm">
          <Receipt aria-hidden="true" />
          VAT category
        </Button>
      }
      dialog={dialog}
      form={form}
      onSubmit={submit}
      submitLabel="Save VAT category"
    >
      <FormField
        form={form}
        name="vatCategoryOverride"
        label="VAT category"
        hint="From the table: decided by both countries and VAT ids (see the invoices guide)."
      >
        <Select
          options={[{ value: TABLE, label: "From the table (no override)" }, ...VAT_CATEGORIES.map((value) => ({ value, label: VAT_CATEGORY_LABELS[value] }))]}
        />
      </FormField>
    </FormDialog>
  );
}
