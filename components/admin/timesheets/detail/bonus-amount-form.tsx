"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useSetBonus } from "@/hooks/use-admin-timesheet-actions";
import { useFormat } from "@/hooks/use-format";
import { useZodForm } from "@/hooks/use-zod-form";
import { bonusAmountDecision } from "@/lib/domain/bonus-amount";
import { BONUS_NOTE_MAX, setBonusBody } from "@/lib/schemas/bonus";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRunAction } from "./use-run-action";
import { useRefusalText } from "@/hooks/use-refusal-text";

/** Set, change or clear the bonus amount (in the engagement's currency) and its note. */
export function BonusAmountForm({ timesheet, currency }: { timesheet: TimesheetDetail; currency: string | null }) {
  const t = useTranslations("admin.timesheets.bonus");
  const format = useFormat();
  const setBonus = useSetBonus(timesheet.id);
  const run = useRunAction();
  const form = useZodForm({
    schema: setBonusBody,
    initial: { amount: timesheet.bonusAmount ?? "", note: timesheet.bonusNote ?? "" },
    // "1.500,50" in German is the API's "1500.50"; what does not read as a number goes as typed, for the schema's words.
    toInput: (values: { amount: string; note: string }) => ({ ...values, amount: format.parseDecimal(values.amount) ?? values.amount, version: timesheet.version }),
  });
  // The server's rule, asked only to disable the form: a submitted month still takes its bonus.
  const decision = bonusAmountDecision({ actor: "ADMIN", status: timesheet.status, bonusStatus: timesheet.bonusStatus, amountSet: true, engagementBonusEligible: true });
  const refusalText = useRefusalText();
  const locked = decision.ok ? null : refusalText(decision.reason);
  const amountId = form.idFor("amount");
  const lockedId = `${amountId}-locked`;

  // A refusal is the toast's (useRunAction); the form keeps what was typed.
  const save = form.handleSubmit(async (body) => {
    await run(t("saveFailed"), t("saved"), () => setBonus.mutateAsync(body));
  });

  // Clearing sends nulls, which need no judging.
  async function clear() {
    const body = { amount: null, note: null, version: timesheet.version };
    if (await run(t("saveFailed"), t("cleared"), () => setBonus.mutateAsync(body))) form.reset({ amount: "", note: "" });
  }

  const amount = form.field("amount");
  return (
    <form onSubmit={(event) => void save(event)} aria-label={t("formLabel")} className="flex flex-wrap items-end gap-3" noValidate>
      <FormField id={amountId} label={currency ? t("amountIn", { currency }) : t("amount")} error={form.errors.amount} className="w-40">
        <Input
          {...amount}
          inputMode="decimal"
          disabled={locked !== null}
          aria-describedby={[amount["aria-describedby"], locked ? lockedId : undefined].filter(Boolean).join(" ") || undefined}
        />
      </FormField>
      <FormField form={form} name="note" label={t("note")} className="min-w-64 flex-1">
        <Input limit={BONUS_NOTE_MAX} disabled={locked !== null} />
      </FormField>
      <Button type="submit" size="sm" pending={setBonus.isPending} disabled={locked !== null}>
        {t("save")}
      </Button>
      {timesheet.bonusAmount ? (
        <Button type="button" size="sm" variant="ghost" disabled={locked !== null || setBonus.isPending} onClick={() => void clear()}>
          {t("clear")}
        </Button>
      ) : null}
      <FormError message={form.formError} inline className="w-full text-xs" />
      {locked ? (
        <p id={lockedId} className="w-full text-xs text-muted-foreground">
          {locked}
        </p>
      ) : null}
    </form>
  );
}
