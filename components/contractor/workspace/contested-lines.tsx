"use client";

import { Filter, LocateFixed } from "lucide-react";
import { useTranslations } from "next-intl";
import { SubjectCommentsButton } from "@/components/contractor/comments/subject-comments-button";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/hooks/use-format";
import type { LineComponent } from "@/lib/domain/reference";
import type { ContestedLine } from "@/lib/schemas/line-review";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export interface ContestedLinesProps {
  timesheet: TimesheetDetail;
  component: LineComponent;
  contested: ReadonlyMap<string, ContestedLine>;
  onlyContested: boolean;
  onOnlyContestedChange: (only: boolean) => void;
}

/**
 * The lines a reviewer contested one by one, above the table that highlights them: how many, each
 * with its reason and its comment thread, and a filter that shows only them in the table. The
 * count is a live region, so a screen reader announces it when the contest arrives.
 */
/** Moves the focus to the line's row in the table below, scrolled into view (the rows carry their ids). */
function focusRow(component: LineComponent, id: string) {
  const attribute = component === "TIMESHEET" ? "data-record-id" : "data-expense-id";
  const row = [...document.querySelectorAll<HTMLTableRowElement>(`tr[${attribute}]`)].find((candidate) => candidate.getAttribute(attribute) === id);
  row?.scrollIntoView({ block: "nearest" });
  row?.focus();
}

export function ContestedLines({ timesheet, component, contested, onlyContested, onOnlyContestedChange }: ContestedLinesProps) {
  const t = useTranslations("contractor.workspace.contestedLines");
  const words = useTranslations("timesheet");
  const format = useFormat();
  if (contested.size === 0) return null;
  const headingId = `contested-lines-${component}`;
  const lines =
    component === "TIMESHEET"
      ? timesheet.timesheetRecords.map((record) => ({ id: record.id, date: record.date, what: record.workSummary }))
      : timesheet.expenseRecords.map((expense) => ({ id: expense.id, date: expense.date, what: expense.details || expense.category }));
  const shown = lines.filter((line) => contested.has(line.id)).sort((a, b) => a.date.localeCompare(b.date));
  const gone = contested.size - shown.length;
  return (
    <section aria-labelledby={headingId} data-testid={`contested-lines-${component}`} className="mb-3 rounded-md border border-status-contested/40 bg-status-contested/5 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} role="status" className="font-medium">
          {words("contestedCount", { count: contested.size })}
        </h3>
        <Button type="button" size="sm" variant="outline" aria-pressed={onlyContested} onClick={() => onOnlyContestedChange(!onlyContested)}>
          <Filter aria-hidden="true" />
          {onlyContested ? t("showAll") : t("showOnly")}
        </Button>
      </div>
      <ul className="mt-2 flex flex-col gap-1">
        {shown.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-2">
            <p>
              <span className="font-medium">
                {format.date(line.date)}
                {line.what ? ` · ${line.what}` : ""}
              </span>
              <span className="text-muted-foreground"> — </span>
              <span className="whitespace-pre-line">{contested.get(line.id)?.reason}</span>
            </p>
            <span className="flex shrink-0 items-center">
              <Button type="button" size="sm" variant="ghost" aria-label={t("locate", { date: format.date(line.date) })} onClick={() => focusRow(component, line.id)}>
                <LocateFixed aria-hidden="true" />
              </Button>
              <SubjectCommentsButton timesheet={timesheet} target={{ subject: component === "TIMESHEET" ? "TIMESHEET_RECORD" : "EXPENSE_RECORD", id: line.id }} />
            </span>
          </li>
        ))}
      </ul>
      {gone > 0 ? <p className="mt-1 text-xs text-muted-foreground">{t("gone", { count: gone })}</p> : null}
    </section>
  );
}
