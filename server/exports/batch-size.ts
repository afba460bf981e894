import "server-only";
import { MAX_BATCH_EXPORT } from "@/lib/schemas/exports";
import { AppError } from "@/lib/errors";

/** How many timesheets a batch export reads at a time: memory follows this, not the batch. */
export const EXPORT_CHUNK = 500;

/** 413 before anything is read when a batch names more timesheets than one file may hold. */
export function assertBatchSize(ids: readonly string[]): void {
  if (ids.length <= MAX_BATCH_EXPORT) return;
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    `Export at most ${MAX_BATCH_EXPORT.toLocaleString("en-US")} timesheets at once; this asked for ${ids.length.toLocaleString("en-US")}. Narrow the selection or export in parts.`,
    [{ path: "ids", message: `At most ${MAX_BATCH_EXPORT} ids.` }],
  );
}

export function chunksOf<T>(items: readonly T[], size = EXPORT_CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
