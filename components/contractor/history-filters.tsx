import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { referenceOptions, Select, type SelectProps } from "@/components/ui/select";
import { cn } from "@/lib/cn";

export interface HistoryFiltersProps {
  projects: readonly { id: string; name: string }[];
  years: readonly number[];
  projectId?: string;
  year?: number;
}

/** One of the form's choices, its small label above it. */
function FilterSelect({ id, label, className, ...select }: SelectProps & { id: string; label: string }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select id={id} {...select} />
    </div>
  );
}

/** Project and year, as a plain GET form: it works without JavaScript and the URL keeps the choice. */
export function HistoryFilters({ projects, years, projectId, year }: HistoryFiltersProps) {
  const t = useTranslations("contractor.history");
  const filtered = projectId !== undefined || year !== undefined;
  return (
    <form method="get" action="/contractor/history" aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
      <FilterSelect
        id="history-project"
        name="projectId"
        label={t("project")}
        className="w-64"
        defaultValue={projectId ?? ""}
        placeholder={t("allProjects")}
        options={referenceOptions(projects)}
      />
      <FilterSelect
        id="history-year"
        name="year"
        label={t("year")}
        className="w-36"
        defaultValue={year === undefined ? "" : String(year)}
        placeholder={t("allYears")}
        options={years.map((value) => ({ value: String(value), label: String(value) }))}
      />
      <div className="flex items-center gap-2">
        <Button type="submit">{t("apply")}</Button>
        {filtered ? (
          <Link href="/contractor/history" className={buttonVariants({ variant: "ghost" })}>
            {t("clearFilters")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
