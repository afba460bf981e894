import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

/** Spec point 8, word for word. */
export const RECORDS_SAVE_FAILED = "Failed to create timesheet records. Please refresh your browser and try again.";
export const RECORDS_COPY_FAILED = "Failed to copy timesheet records from previous month. Please refresh your browser and try again.";

export function toastRecordsSaveFailed(): void {
  toast({ title: "Error", description: RECORDS_SAVE_FAILED, variant: "destructive" });
}

export function toastRecordsCopyFailed(): void {
  toast({ title: "Error", description: RECORDS_COPY_FAILED, variant: "destructive" });
}

/** What the server said was wrong, to show beside the form that failed (the toast stays generic, as the spec says). */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const issues = [...new Set(error.issues.map((issue) => issue.message))];
    return issues.length > 0 ? issues.join(" ") : error.message;
  }
  return "The server could not be reached.";
}
