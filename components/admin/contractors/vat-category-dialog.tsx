"use client";

import { Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/ui/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateContractor } from "@/hooks/use-contractors";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { updateContractorBody } from "@/lib/schemas/contractors";

type Person = { id: string; name: string; vatCategoryOverride: string | null; version: number };

const TABLE = "";

/**
 * The administrator's VAT category for a contractor's invoices (an EN 16931 category), over the
 * decision table of docs/invoices.md: for the cases the table cannot know, such as a special regime.
 */
export function VatCategoryDialog({ contractor }: { contractor: Person }) {
  const t = useTranslations("admin.contractors.vat");
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

  const dialog = useFormDialog(form, () => initial, async (body) => {
    await update.mutateAsync(body);
    toast({ title: t("saved"), description: contractor.name });
  });

  return (
    <FormDialog
      title={t("title", { name: contractor.name })}
      description={t("description")}
      trigger={
        <Button variant="outline" size="sm">
          <Receipt aria-hidden="true" />
          {t("button")}
        </Button>
      }
      dialog={dialog}
      submitLabel={t("submit")}
    >
      <FormField
        form={form}
        name="vatCategoryOverride"
        label={t("label")}
        hint={t("hint")}
      >
        <Select
          options={[{ value: TABLE, label: t("fromTable") }, ...VAT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
        />
      </FormField>
    </FormDialog>
  );
}
