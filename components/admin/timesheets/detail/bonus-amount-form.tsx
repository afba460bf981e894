"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSetBonus } from "@/hooks/use-admin-timesheet-actions";
import { BONUS_AMOUNT_LOCKED, bonusAmountLockedReason } from "@/lib/domain/bonus-amount";
import { BONUS_NOTE_MAX, bonusAmount } from "@/lib/schemas/bonus";
import { judgeField } from "@/lib/schemas/common";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRunAction } from "./use-run-action";

const OPEN = ["INITIALIZED", "IN_PROGRESS", "DUE", "CONTESTED"];

/** Set, change or clear the bonus amount (in the engagement's currency) and its note. */
export function BonusAmountForm({ timesheet, currency }: { timesheet: TimesheetDetail; currency: string | null }) {
  const id = useId();
  const setBonus = useSetBonus(timesheet.id);
  const run = useRunAction();
  const [amount, setAmount] = useState(timesheet.bonusAmount ?? "");
  const [note, setNote] = useState(timesheet.bonusNote ?? "");
  const [error, setError] = useState<string | null>(null);
  const locked = BONUS_AMOUNT_LOCKED.includes(timesheet.bonusStatus)
    ? bonusAmountLockedReason(timesheet.bonusStatus)
    : !OPEN.includes(timesheet.status)
      ? "The bonus amount changes only while the timesheet is open; reset a component to reopen it."
      : null;

  async function save(event: FormEvent, clear = false) {
    event.preventDefault();
    const judged = clear ? null : judgeField(bonusAmount, amount);
    if (judged && !judged.ok) return setError(judged.message);
    const body = { amount: judged ? judged.value : null, note: clear ? null : note.trim() || null, version: timesheet.version };
    const done = await run("Could not save the bonus", clear ? "Bonus amount cleared" : "Bonus amount saved", () => setBonus.mutateAsync(body));
    if (done && clear) {
      setAmount("");
      setNote("");
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Bonus amount" className="flex flex-wrap items-end gap-3" noValidate>
      <div className="flex w-40 flex-col gap-1.5">
        <Label htmlFor={`${id}-amount`}>Bonus amount{currency ? ` (${currency})` : ""}</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          disabled={locked !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : locked ? `${id}-locked` : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="flex min-w-64 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note for the contractor (optional)</Label>
        <Input id={`${id}-note`} value={note} maxLength={BONUS_NOTE_MAX} disabled={locked !== null} onChange={(event) => setNote(event.target.value)} />
      </div>
      <Button type="submit" size="sm" pending={setBonus.isPending} disabled={locked !== null}>
        Save bonus
      </Button>
      {timesheet.bonusAmount ? (
        <Button type="button" size="sm" variant="ghost" disabled={locked !== null || setBonus.isPending} onClick={(event) => void save(event, true)}>
          Clear
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="w-full text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {locked ? (
        <p id={`${id}-locked`} className="w-full text-xs text-muted-foreground">
          {locked}
        </p>
      ) : null}
    </form>
  );
}
