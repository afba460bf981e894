"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/hooks/use-format";
import { contestedLinesInput, LINE_REASON_MAX, type ContestedLineInput } from "@/lib/schemas/decisions";
import type { LineComponent } from "@/lib/domain/reference";
import { Checkbox } from "@/components/ui/checkbox";

/** A record or expense the reviewer may mark, as the picker lists it. */
export interface ContestableLine {
  id: string;
  date: string;
  description: string;
  /** What it adds, already formatted (the money cell's words). */
  amount?: string;
}

/** The marked lines: id -> the reason typed so far. */
export type MarkedLines = Readonly<Record<string, string>>;

/**
 * The lines as the decision endpoints take them, checked with the routes' own schema. The
 * errors come back per line id, so each shows under its own reason.
 */
export function markedLinesInput(component: LineComponent, marked: MarkedLines): { lines: ContestedLineInput[]; errors: Record<string, string> } {
  const ids = Object.keys(marked);
  const lines = ids.map((id) => (component === "TIMESHEET" ? { recordId: id, reason: marked[id] ?? "" } : { expenseId: id, reason: marked[id] ?? "" }));
  const parsed = contestedLinesInput.safeParse(lines);
  if (parsed.success) return { lines: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    const id = typeof index === "number" ? ids[index] : undefined;
    if (id && !errors[id]) errors[id] = issue.message;
  }
  return { lines: [], errors };
}

export interface ContestLinesFieldProps {
  component: LineComponent;
  lines: readonly ContestableLine[];
  marked: MarkedLines;
  onChange: (marked: MarkedLines) => void;
  errors: Readonly<Record<string, string>>;
}

/**
 * Beside the component's reason, the reviewer may mark single records or expenses, each with its
 * own short reason (the long-text counter shows what is left). A checkbox per line; its reason
 * field appears when it is ticked.
 */
export function ContestLinesField({ component, lines, marked, onChange, errors }: ContestLinesFieldProps) {
  const t = useTranslations("timesheet.contestLines");
  const format = useFormat();
  const baseId = useId();
  if (lines.length === 0) return null;
  const count = Object.keys(marked).length;
  return (
    <fieldset className="flex flex-col gap-1 rounded-md border px-3 py-2" data-testid={`contest-lines-${component}`}>
      <legend className="px-1 text-sm font-medium">{t("legend", { component })}</legend>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {count === 0 ? t("hint", { component }) : t("marked", { count })}
      </p>
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {lines.map((line) => {
          const checkboxId = `${baseId}-${line.id}`;
          const reasonId = `${checkboxId}-reason`;
          const errorId = `${reasonId}-error`;
          const checked = line.id in marked;
          const label = `${format.date(line.date)}${line.description ? ` · ${line.description}` : ""}`;
          return (
            <li key={line.id} className="flex flex-col gap-1 py-0.5">
              <div className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={checkboxId}
                  checked={checked}
                  onCheckedChange={(on) => {
                    const next = { ...marked };
                    if (on) next[line.id] = "";
                    else delete next[line.id];
                    onChange(next);
                  }}
                />
                <label htmlFor={checkboxId} className="flex-1">
                  {label}
                </label>
                {line.amount ? <span className="tabular-nums text-muted-foreground">{line.amount}</span> : null}
              </div>
              {checked ? (
                <div className="ml-6 flex flex-col gap-1">
                  <label htmlFor={reasonId} className="sr-only">
                    {t("reasonFor", { line: label })}
                  </label>
                  <Textarea
                    id={reasonId}
                    rows={2}
                    limit={LINE_REASON_MAX}
                    value={marked[line.id] ?? ""}
                    placeholder={t("placeholder")}
                    aria-invalid={errors[line.id] ? true : undefined}
                    aria-describedby={errors[line.id] ? errorId : undefined}
                    onChange={(event) => onChange({ ...marked, [line.id]: event.target.value })}
                  />
                  {errors[line.id] ? (
                    <p id={errorId} className="text-xs text-destructive">
                      {errors[line.id]}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
