import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, type SelectOption } from "@/components/ui/select";
import { TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { MonthPicker } from "./month-picker";
import { TIMESHEETS_PATH, defaultDirection, hasFilters, type TimesheetSearch } from "./timesheet-search";

export interface TimesheetFiltersProps {
  search: TimesheetSearch;
  projects: readonly SelectOption[];
  contractors: readonly SelectOption[];
  /** The year the month picker opens on when no period is chosen. */
  currentYear: number;
}


/** A plain GET form: filtering works without JavaScript and the URL is the state. */
export function TimesheetFilters({ search, projects, contractors, currentYear }: TimesheetFiltersProps) {
  const t = useTranslations("admin.timesheets.filters");
  const enums = useTranslations("enums");
  const statusOptions = TIMESHEET_STATUSES.map((status) => ({ value: status, label: enums(`timesheetStatus.${status}`) }));
  const flagged = search.flagged === undefined ? "" : String(search.flagged);
  const flagOptions = [
    { value: "true", label: t("flagged") },
    { value: "false", label: t("notFlagged") },
  ];
  return (
    <form method="get" action={TIMESHEETS_PATH} aria-label={t("label")} className="flex flex-wrap items-end gap-3">
      {search.sort !== "period" ? <input type="hidden" name="sort" value={search.sort} /> : null}
      {search.dir !== defaultDirection(search.sort) ? <input type="hidden" name="dir" value={search.dir} /> : null}
      <Field id="filter-status" label={t("status")}>
        <Select id="filter-status" name="status" defaultValue={search.status ?? ""} placeholder={t("allStatuses")} options={statusOptions} />
      </Field>
      <Field id="filter-project" label={t("project")} wide>
        <Select id="filter-project" name="project" defaultValue={search.project ?? ""} placeholder={t("allProjects")} options={projects} />
      </Field>
      <Field id="filter-contractor" label={t("contractor")}>
        <Select
          id="filter-contractor"
          name="contractor"
          defaultValue={search.contractor ?? ""}
          placeholder={t("allContractors")}
          options={contractors}
        />
      </Field>
      <Field id="filter-period" label={t("period")}>
        <MonthPicker key={search.period ?? ""} id="filter-period" name="period" defaultValue={search.period} currentYear={currentYear} />
      </Field>
      <Field id="filter-flagged" label={t("flag")}>
        <Select id="filter-flagged" name="flagged" defaultValue={flagged} placeholder={t("any")} options={flagOptions} />
      </Field>
      <div className="flex items-center gap-2">
        <Button type="submit">{t("apply")}</Button>
        {hasFilters(search) ? (
          <Link href={TIMESHEETS_PATH} className={buttonVariants({ variant: "ghost" })}>
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function Field({ id, label, wide = false, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "flex w-64 flex-col gap-1.5" : "flex w-44 flex-col gap-1.5"}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}
