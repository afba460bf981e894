"use client";

import { useTranslations } from "next-intl";
import { localBytes } from "@/components/contractor/expenses/use-file-checks";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useFormat } from "@/hooks/use-format";
import type { SingleFileUpload } from "./use-single-file-upload";

/**
 * The progress of a running upload (bytes sent of the file's size, a Cancel that stops it) and the
 * reason of a refused one; `problemId` ties the reason to the control. The bar's value text says
 * the bytes, so a screen reader hears more than a percentage when it asks.
 */
export function UploadFeedback({ progress, problem, problemId, cancel }: Pick<SingleFileUpload, "progress" | "problem" | "cancel"> & { problemId: string }) {
  const t = useTranslations("contractor.files");
  const tc = useTranslations("common");
  const format = useFormat();
  const sizes = progress ? { sent: localBytes(format, progress.sent), size: localBytes(format, progress.size) } : undefined;
  return (
    <>
      {progress ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          <span className="flex items-center justify-between gap-2">
            <span>
              {t("uploading", { name: progress.name, sent: sizes?.sent ?? "", size: sizes?.size ?? "" })}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={cancel} aria-label={t("cancelUpload", { name: progress.name })}>
              {tc("cancel")}
            </Button>
          </span>
          <ProgressBar
            value={progress.percent}
            max={100}
            label={t("uploadingName", { name: progress.name })}
            valueText={t("progress", { percent: progress.percent, sent: sizes?.sent ?? "", size: sizes?.size ?? "" })}
          />
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </>
  );
}
