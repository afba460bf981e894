import { toast } from "@/components/ui/toast";

/** Spec point 8, word for word. */
export const RECORDS_SAVE_FAILED = "Failed to create timesheet records. Please refresh your browser and try again.";
export const RECORDS_COPY_FAILED = "Failed to copy timesheet records from previous month. Please refresh your browser and try again.";

export function toastRecordsSaveFailed(): void {
  toast({ title: "Error", description: RECORDS_SAVE_FAILED, variant: "destructive" });
}

export function toastRecordsCopyFailed(): void {
  toast({ title: "Error", description: RECORDS_COPY_FAILED, variant: "destructive" });
}
