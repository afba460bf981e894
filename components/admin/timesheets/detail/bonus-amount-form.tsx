"use client";

import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useSetBonus } from "@/hooks/use-admin-timesheet-actions";
import { useZodForm } from "@/hooks/use-zod-form";
import { bonusAmountDecision } from "@/lib/domain/bonus-amount";
import { BONUS_NOTE_MAX, setBonusBody } from "@/lib/schemas/bonus";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRunAction } from "./use-run-action";

/** Set, change or clear the bonus amount (in the engagement's currency) and its note. */
export function BonusAmountForm({ timesheet, currency }: { timesheet: TimesheetDetail; currency: string | null }) {
  const setBonus = useSetBonus(timesheet.id);
  const run = useRunAction();
  const form = useZodForm({
    schema: setBonusBody,
    initial: { amount: timesheet.bonusAmount ?? "", note: timesheet.bonusNote ?? "" },
    toInput: (values: { amount: string; note: string }) => ({ ...values, version: timesheet.version }),
  });
  // The server's rule, asked only to disable the form: a submitted month still takes its bonus.
  const decision = bonusAmountDecision({ actor: "ADMIN", status: timesheet.status, bonusStatus: timesheet.bonusStatus, amountSet: true, engagementBonusEligible: true });
  const locked = decision.ok ? null : decision.reason;
  const amountId = form.idFor("amount");
  const lockedId = `${amountId}-locked`;

  // A refusal is the toast's (useRunAction); the form keeps what was typed.
  const save = form.handleSubmit(async (body) => {
    await run("Could not save the bonus", "Bonus amount saved", () => setBonus.mutateAsync(body));
  });

  // Clearing sends nulls, which need no judging.
  async function clear() {
    const body = { amount: null, note: null, version: timesheet.version };
    if (await run("Could not save the bonus", "Bonus amount cleared", () => setBonus.mutateAsync(body))) form.reset({ amount: "", note: "" });
  }

  const amount = form.field("amount");
  return (
    <form onSubmit={(event) => void save(event)} aria-label="Bonus amount" className="flex flex-wrap items-end gap-3" noValidate>
      <FormField id={amountId} label={`Bonus amount${currency ? ` (${currency})` : ""}`} error={form.errors.amount} className="w-40">
        <Input
          {...amount}
          inputMode="decimal"
          disabled={locked !== null}
          aria-describedby={[amount["aria-describedby"], locked ? lockedId : undefined].filter(Boolean).join(" ") || undefined}
        />
      </FormField>
      <FormField form={form} name="note" label="Note for the contractor (optional)" className="min-w-64 flex-1">
        <Input limit={BONUS_NOTE_MAX} disabled={locked !== null} />
      </FormField>
      <Button type="submit" size="sm" pending={setBonus.isPending} disabled={locked !== null}>
        Save bonus
      </Button>
      {timesheet.bonusAmount ? (
        <Button type="button" size="sm" variant="ghost" disabled={locked !== null || setBonus.isPending} onClick={() => void clear()}>
          Clear
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
