import Link from "next/link";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, type SelectOption } from "@/components/ui/select";
import { TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { timesheetStatusLabel } from "@/lib/domain/statuses";
import { MonthPicker } from "./month-picker";
import { TIMESHEETS_PATH, defaultDirection, hasFilters, type TimesheetSearch } from "./timesheet-search";

export interface TimesheetFiltersProps {
  search: TimesheetSearch;
  projects: readonly SelectOption[];
  contractors: readonly SelectOption[];
  /** The year the month picker opens on when no period is chosen. */
  currentYear: number;
}

const STATUS_OPTIONS = TIMESHEET_STATUSES.map((status) => ({ value: status, label: timesheetStatusLabel(status) }));
const FLAG_OPTIONS = [
  { value: "true", label: "Flagged" },
  { value: "false", label: "Not flagged" },
];

/** A plain GET form: filtering works without JavaScript and the URL is the state. */
export function TimesheetFilters({ search, projects, contractors, currentYear }: TimesheetFiltersProps) {
  const flagged = search.flagged === undefined ? "" : String(search.flagged);
  return (
    <form method="get" action={TIMESHEETS_PATH} aria-label="Filter timesheets" className="flex flex-wrap items-end gap-3">
      {search.sort !== "period" ? <input type="hidden" name="sort" value={search.sort} /> : null}
      {search.dir !== defaultDirection(search.sort) ? <input type="hidden" name="dir" value={search.dir} /> : null}
      <Field id="filter-status" label="Status">
        <Select id="filter-status" name="status" defaultValue={search.status ?? ""} placeholder="All statuses" options={STATUS_OPTIONS} />
      </Field>
      <Field id="filter-project" label="Project" wide>
        <Select id="filter-project" name="project" defaultValue={search.project ?? ""} placeholder="All projects" options={projects} />
      </Field>
      <Field id="filter-contractor" label="Contractor">
        <Select
          id="filter-contractor"
          name="contractor"
          defaultValue={search.contractor ?? ""}
          placeholder="All contractors"
          options={contractors}
        />
      </Field>
      <Field id="filter-period" label="Billing period">
        <MonthPicker key={search.period ?? ""} id="filter-period" name="period" defaultValue={search.period} currentYear={currentYear} />
      </Field>
      <Field id="filter-flagged" label="Flag">
        <Select id="filter-flagged" name="flagged" defaultValue={flagged} placeholder="Any" options={FLAG_OPTIONS} />
      </Field>
      <div className="flex items-center gap-2">
        <Button type="submit">Apply filters</Button>
        {hasFilters(search) ? (
          <Link href={TIMESHEETS_PATH} className={buttonVariants({ variant: "ghost" })}>
            Clear filters
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
