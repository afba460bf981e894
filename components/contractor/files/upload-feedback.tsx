"use client";

import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatBytes } from "@/lib/format/bytes";
import type { SingleFileUpload } from "./use-single-file-upload";

/**
 * The progress of a running upload (bytes sent of the file's size, a Cancel that stops it) and the
 * reason of a refused one; `problemId` ties the reason to the control. The bar's value text says
 * the bytes, so a screen reader hears more than a percentage when it asks.
 */
export function UploadFeedback({ progress, problem, problemId, cancel }: Pick<SingleFileUpload, "progress" | "problem" | "cancel"> & { problemId: string }) {
  return (
    <>
      {progress ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          <span className="flex items-center justify-between gap-2">
            <span>
              Uploading {progress.name}… {formatBytes(progress.sent)} of {formatBytes(progress.size)}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={cancel} aria-label={`Cancel the upload of ${progress.name}`}>
              Cancel
            </Button>
          </span>
          <ProgressBar
            value={progress.percent}
            max={100}
            label={`Uploading ${progress.name}`}
            valueText={`${progress.percent}%, ${formatBytes(progress.sent)} of ${formatBytes(progress.size)}`}
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
