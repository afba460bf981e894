"use client";

import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { FormField } from "@/components/ui/field";
import { LookupCombobox } from "@/components/ui/lookup-combobox";
import { toast } from "@/components/ui/toast/use-toast";
import { useContractor } from "@/hooks/use-contractors";
import { useAddContractorToProject } from "@/hooks/use-project-engagements";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { WEEKDAYS } from "@/lib/domain/reference";
import { createProjectEngagementBody } from "@/lib/schemas/engagements";
import type { LookupItem } from "@/lib/schemas/lookups";

type Values = { contractorId: string; startDate: string; endDate: string; expensesEligible: boolean; bonusEligible: boolean };

export interface AddContractorDialogProps {
  projectId: string;
  /** The contractors already on the project: not offered. */
  onProject: readonly string[];
  /** Whether any active contractor is not on the project yet (the button is off otherwise). */
  hasCandidates: boolean;
  defaultStart: string;
  /** The id of the words beside the button saying why it is off. */
  describedBy?: string;
}

function workingDaysOf(workingDays: readonly string[], shortName: (day: (typeof WEEKDAYS)[number]) => string, notSet: string): string {
  const days = WEEKDAYS.filter((day) => workingDays.includes(day));
  return days.length > 0 ? days.map(shortName).join(" ") : notSet;
}

/** Puts a contractor on the project with dates and eligibility; their rates come next. */
export function AddContractorDialog({ projectId, onProject, hasCandidates, defaultStart, describedBy }: AddContractorDialogProps) {
  const t = useTranslations("admin.projects.addContractor");
  const enums = useTranslations("enums");
  const add = useAddContractorToProject();
  const initial: Values = { contractorId: "", startDate: defaultStart, endDate: "", expensesEligible: true, bonusEligible: false };
  const form = useZodForm({
    schema: createProjectEngagementBody,
    initial,
    toInput: (values: Values) => ({ ...values, projectId, endDate: values.endDate === "" ? null : values.endDate }),
  });
  // The picker looks contractors up on the server; their working days come with the choice.
  const [chosen, setChosen] = useState<LookupItem | null>(null);
  const details = useContractor(chosen?.id ?? null);

  const dialog = useFormDialog(
    form,
    () => {
      setChosen(null);
      return initial;
    },
    async (body) => {
      await add.mutateAsync(body);
      toast({ title: t("added"), description: chosen ? t("nextNamed", { name: chosen.name }) : t("nextUnnamed") });
    },
  );

  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      trigger={
        <Button variant="outline" size="sm" disabled={!hasCandidates} aria-describedby={describedBy}>
          <UserPlus aria-hidden="true" />
          {t("button")}
        </Button>
      }
      dialog={dialog}
      submitLabel={t("button")}
    >
      <FormField
        id={form.idFor("contractorId")}
        label={t("contractor")}
        error={form.errors.contractorId}
        hint={details.data ? t("workingDays", { days: workingDaysOf(details.data.workingDays, (day) => enums(`weekdayShort.${day}`), t("notSet")) }) : t("typeHint")}
      >
        <LookupCombobox
          kind="contractors"
          value={chosen}
          onChange={(item) => {
            setChosen(item);
            form.set("contractorId", item?.id ?? "");
          }}
          exclude={onProject}
          placeholder={t("search")}
          id={form.idFor("contractorId")}
          aria-invalid={form.errors.contractorId ? true : undefined}
          aria-describedby={form.errors.contractorId ? `${form.idFor("contractorId")}-error` : `${form.idFor("contractorId")}-hint`}
        />
      </FormField>
      <DateRangeFields form={form} startLabel={t("startDate")} endLabel={t("endDate")} />
      <div className="flex gap-6">
        {(["expensesEligible", "bonusEligible"] as const).map((key) => (
          <CheckboxField
            key={key}
            id={form.idFor(key)}
            label={key === "expensesEligible" ? t("expensesEligible") : t("bonusEligible")}
            checked={form.values[key]}
            onCheckedChange={(checked) => form.set(key, checked)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
