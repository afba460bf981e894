"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LookupCombobox } from "@/components/ui/lookup-combobox";
import { toast } from "@/components/ui/toast/use-toast";
import { useContractor } from "@/hooks/use-contractors";
import { useAddContractorToProject } from "@/hooks/use-engagements";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { WEEKDAYS } from "@/lib/domain/reference";
import { weekdayShort } from "@/lib/format/labels";
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
}

function workingDaysOf(workingDays: readonly string[]): string {
  const days = WEEKDAYS.filter((day) => workingDays.includes(day));
  return days.length > 0 ? days.map(weekdayShort).join(" ") : "not set";
}

/** Puts a contractor on the project with dates and eligibility; their rates come next. */
export function AddContractorDialog({ projectId, onProject, hasCandidates, defaultStart }: AddContractorDialogProps) {
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

  const dialog = useFormDialog(form, () => {
    setChosen(null);
    return initial;
  });

  const submit = form.handleSubmit(async (body) => {
    await add.mutateAsync(body);
    dialog.close();
    toast({ title: "Contractor added", description: `Next: add ${chosen?.name ?? "their"} rates.` });
  });

  return (
    <FormDialog
      title="Add a contractor to the project"
      description="Their monthly timesheets open once the engagement has a rate."
      trigger={
        <Button variant="outline" size="sm" disabled={!hasCandidates}>
          <UserPlus aria-hidden="true" />
          Add contractor
        </Button>
      }
      dialog={dialog}
      form={form}
      onSubmit={submit}
      submitLabel="Add contractor"
    >
      <FormField
        id={form.idFor("contractorId")}
        label="Contractor"
        error={form.errors.contractorId}
        hint={details.data ? `Working days: ${workingDaysOf(details.data.workingDays)} (change them under Users).` : "Type part of a name or e-mail."}
      >
        <LookupCombobox
          kind="contractors"
          noun="contractor"
          value={chosen}
          onChange={(item) => {
            setChosen(item);
            form.set("contractorId", item?.id ?? "");
          }}
          exclude={onProject}
          placeholder="Search contractors"
          id={form.idFor("contractorId")}
          aria-invalid={form.errors.contractorId ? true : undefined}
          aria-describedby={form.errors.contractorId ? `${form.idFor("contractorId")}-error` : `${form.idFor("contractorId")}-hint`}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="startDate" label="Start date">
          <Input type="date" />
        </FormField>
        <FormField form={form} name="endDate" label="End date">
          <Input type="date" />
        </FormField>
      </div>
      <div className="flex gap-6">
        {(["expensesEligible", "bonusEligible"] as const).map((key) => (
          <CheckboxField
            key={key}
            id={form.idFor(key)}
            label={key === "expensesEligible" ? "Expenses eligible" : "Bonus eligible"}
            checked={form.values[key]}
            onCheckedChange={(checked) => form.set(key, checked)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
