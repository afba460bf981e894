"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { bindControl } from "@/components/ui/field";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateEngagementPeriod, useUpdateEngagementPeriod } from "@/hooks/use-engagements";
import { useFormat } from "@/hooks/use-format";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { createEngagementBody, updateEngagementBody } from "@/lib/schemas/engagements";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { RatesEditor, type RateDraft } from "./rates-editor";

type Period = ProjectContractor["engagements"][number];
type Values = { startDate: string; endDate: string; rates: RateDraft[] };

function valuesOf(period: Period | undefined, defaultStart: string): Values {
  if (!period) return { startDate: defaultStart, endDate: "", rates: [{ frequency: "DAILY", amount: "", currency: "EUR" }] };
  return {
    startDate: period.startDate,
    endDate: period.endDate ?? "",
    rates: period.rates.map(({ frequency, amount, currency }) => ({ frequency, amount, currency })),
  };
}

export interface EngagementPeriodDialogProps {
  projectEngagementId: string;
  contractorName: string;
  /** The period to change (its dates, rates or end); without it a new period is added. */
  period?: Period;
  defaultStart: string;
  trigger: ReactNode;
}

/**
 * The rates editor: a dated period ("valid from / to") with one rate per frequency. Periods
 * paying the same frequency may not overlap; the server refuses that (409) with the overlap named.
 */
export function EngagementPeriodDialog({ projectEngagementId, contractorName, period, defaultStart, trigger }: EngagementPeriodDialogProps) {
  const t = useTranslations("admin.projects.period");
  const format = useFormat();
  const create = useCreateEngagementPeriod();
  const update = useUpdateEngagementPeriod(period?.id ?? "");
  const form = useZodForm({
    schema: period ? updateEngagementBody : createEngagementBody,
    initial: valuesOf(period, defaultStart),
    toInput: (values: Values) => {
      // "850,00" in German is the API's "850.00"; what does not read as a number goes as typed, for the schema's words.
      const rates = values.rates.map((rate) => ({ ...rate, amount: format.parseDecimal(rate.amount) ?? rate.amount }));
      const common = { startDate: values.startDate, endDate: values.endDate === "" ? null : values.endDate, rates };
      return period ? { ...common, version: period.version } : { ...common, projectEngagementId };
    },
  });

  const dialog = useFormDialog(form, () => valuesOf(period, defaultStart), async (body) => {
    // The schema was chosen by the mode, so the body's shape tells which it parsed.
    if ("version" in body) await update.mutateAsync(body);
    else await create.mutateAsync(body);
    toast({ title: period ? t("saved") : t("added"), description: contractorName });
  });

  return (
    <FormDialog
      title={t(period ? "editTitle" : "addTitle", { name: contractorName })}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={period ? t("save") : t("add")}
    >
      <DateRangeFields form={form} startLabel={t("validFrom")} endLabel={t("validTo")} />
      <RatesEditor {...bindControl(form, "rates")} />
    </FormDialog>
  );
}
