"use client";

import type { SingleFileUpload } from "./use-single-file-upload";

/** The progress of a running upload and the reason of a refused one; `problemId` ties the reason to the control. */
export function UploadFeedback({ progress, problem, problemId }: Pick<SingleFileUpload, "progress" | "problem"> & { problemId: string }) {
  return (
    <>
      {progress ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          <span>Uploading {progress.name}…</span>
          <div
            role="progressbar"
            aria-label={`Uploading ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress.percent}%` }} />
          </div>
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
