"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/ui/form-dialog";
import { bindControl } from "@/components/ui/field";
import { IconButton } from "@/components/ui/icon-button";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateContractor } from "@/hooks/use-contractors";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { updateContractorBody } from "@/lib/schemas/contractors";
import { WorkingDaysPicker } from "./working-days-picker";

type Person = { id: string; name: string; workingDays: readonly string[]; version: number };

/** Changes the days a contractor may log work on (the calendar greys out the others). */
export function WorkingDaysDialog({ contractor }: { contractor: Person }) {
  const t = useTranslations("admin.contractors.workingDays");
  const update = useUpdateContractor(contractor.id);
  const initial = { workingDays: [...contractor.workingDays] };
  const form = useZodForm({
    schema: updateContractorBody,
    initial,
    toInput: (values: { workingDays: string[] }) => ({ ...values, version: contractor.version }),
  });

  const dialog = useFormDialog(form, () => initial, async (body) => {
    await update.mutateAsync(body);
    toast({ title: t("saved"), description: contractor.name });
  });

  return (
    <FormDialog
      title={t("title", { name: contractor.name })}
      description={t("description")}
      trigger={<IconButton icon={CalendarDays} label={t("label", { name: contractor.name })} />}
      dialog={dialog}
      submitLabel={t("submit")}
    >
      <WorkingDaysPicker {...bindControl(form, "workingDays")} />
    </FormDialog>
  );
}
