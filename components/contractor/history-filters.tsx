import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

export interface HistoryFiltersProps {
  projects: readonly { id: string; name: string }[];
  years: readonly number[];
  projectId?: string;
  year?: number;
}

/** Project and year, as a plain GET form: it works without JavaScript and the URL keeps the choice. */
export function HistoryFilters({ projects, years, projectId, year }: HistoryFiltersProps) {
  const t = useTranslations("contractor.history");
  const filtered = projectId !== undefined || year !== undefined;
  return (
    <form method="get" action="/contractor/history" aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
      <div className="flex w-64 flex-col gap-1.5">
        <Label htmlFor="history-project" className="text-xs text-muted-foreground">
          {t("project")}
        </Label>
        <Select
          id="history-project"
          name="projectId"
          defaultValue={projectId ?? ""}
          placeholder={t("allProjects")}
          options={projects.map((project) => ({ value: project.id, label: project.name }))}
        />
      </div>
      <div className="flex w-36 flex-col gap-1.5">
        <Label htmlFor="history-year" className="text-xs text-muted-foreground">
          {t("year")}
        </Label>
        <Select
          id="history-year"
          name="year"
          defaultValue={year === undefined ? "" : String(year)}
          placeholder={t("allYears")}
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
        />
      </div>
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
