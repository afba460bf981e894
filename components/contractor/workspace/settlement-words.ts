import type { useTranslations } from "next-intl";
import { componentStatusWord, timesheetStatusWord } from "@/components/status/status-words";
import type { IsoDate } from "@/lib/domain/dates";
import { COMPONENTS, type Component, type ComponentStatus } from "@/lib/domain/reference";
import { submitButtonWording } from "@/lib/domain/selection";
import { componentStatusOf } from "@/lib/domain/statuses";
import { can, type Decision } from "@/lib/domain/transition-table";
import type { EnumWords } from "@/lib/format/labels";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/** What the component's useTranslations("contractor.actions") returns. */
export type ActionWords = ReturnType<typeof useTranslations<"contractor.actions">>;

/**
 * The transition table asked on the client, only to say in advance what an action will do and to
 * offer it when it can succeed. The server asks the same table and its answer is what the screen shows.
 */
export function contractorCan(action: "prepare" | "reset", timesheet: TimesheetDetail, today: IsoDate, component: Component): Decision;
export function contractorCan(action: "submit", timesheet: TimesheetDetail, today: IsoDate): Decision;
export function contractorCan(action: "prepare" | "reset" | "submit", timesheet: TimesheetDetail, today: IsoDate, component?: Component): Decision {
  const context = { actor: "SUBCONTRACTOR" as const, timesheet, today };
  if (action === "submit") return can("submit", context);
  return can(action, { ...context, component: component ?? "TIMESHEET" });
}

const MEANING = ["SUBMITTED", "NOT_SUBMITTED", "PREPARED", "NOT_ELIGIBLE", "APPROVED"] as const satisfies readonly ComponentStatus[];
type Meaning = (typeof MEANING)[number];
const hasMeaning = (status: ComponentStatus): status is Meaning => (MEANING as readonly ComponentStatus[]).includes(status);

/** One line per component: "Fee: Prepared → Submitted (sent to the reviewer)". */
export function componentChanges(t: ActionWords, enums: EnumWords, timesheet: TimesheetDetail, next: Decision & { ok: true }): string[] {
  return COMPONENTS.map((component) => {
    const before = componentStatusOf(timesheet, component);
    const after = componentStatusOf(next.next, component);
    const change =
      before === after
        ? t("change.stays", { status: componentStatusWord(enums, after) })
        : t("change.moves", { before: componentStatusWord(enums, before), after: componentStatusWord(enums, after) });
    const name = enums(`component.${component}`);
    return hasMeaning(after) ? t("change.lineMeaning", { component: name, change, meaning: t(`change.meaning.${after}`) }) : t("change.line", { component: name, change });
  });
}

/** "The timesheet becomes Submitted. Prepared components can no longer change…" */
export function timesheetChange(t: ActionWords, enums: EnumWords, next: Decision & { ok: true }): string {
  return t("submitOutcome", { status: timesheetStatusWord(enums, next.next.status) });
}

/**
 * The submit button's words: the wording the domain's rule picks (lib/domain/selection.ts, the
 * same call that writes the API's `submitButtonText`), in the person's language.
 */
export function submitText(t: ActionWords, timesheet: TimesheetDetail, period: string): string {
  const hasRecords = timesheet.timesheetRecords.length + timesheet.expenseRecords.length > 0;
  return t(`submitText.${submitButtonWording(timesheet.status, hasRecords)}`, { period });
}
