"use client";

import * as Popover from "@radix-ui/react-popover";
import { FileDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { ExportJobItem } from "@/components/exports/export-job-item";
import { Button } from "@/components/ui/button";
import { isActiveExport, useExportJobs } from "@/hooks/use-export-jobs";

/**
 * The exports tray of the administrator's chrome: every export of the last 24 hours, running ones
 * with their bar and Cancel, finished ones with Download. It lives in the shell and reads the
 * query cache, so an export started on the timesheets page goes on showing on any other page.
 */
export function ExportTray() {
  const t = useTranslations("exports.tray");
  const { data: jobs = [], isPending, isError } = useExportJobs();
  const running = jobs.filter(isActiveExport).length;
  const label = running > 0 ? t("running", { count: running }) : t("title");
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button type="button" variant="ghost" size="sm" className="w-full justify-start" data-testid="export-tray" aria-label={label}>
          <FileDown aria-hidden="true" />
          {t("title")}
          {running > 0 ? (
            <span aria-hidden="true" className="ml-auto rounded-full bg-primary px-1.5 text-xs tabular-nums text-primary-foreground">
              {running}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="end"
          sideOffset={8}
          aria-label={t("title")}
          className="z-50 flex max-h-[70vh] w-80 flex-col gap-3 overflow-auto rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
        >
          <h2 className="text-sm font-semibold">{t("title")}</h2>
          {isPending ? <p className="text-sm text-muted-foreground">{t("loading")}</p> : null}
          {isError ? <p className="text-sm text-destructive">{t("loadFailed")}</p> : null}
          {!isPending && !isError && jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("empty")}</p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <ExportJobItem job={job} />
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t("kept")}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
