import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { isStale } from "@/hooks/use-timesheet-mutation";

export const STALE_TITLE = "Someone else changed this timesheet";
export const STALE_DESCRIPTION = "It has been reloaded with their change. Check it, then try again.";

/**
 * A refused or failed action on a timesheet, in a destructive toast: changed by someone else (the
 * mutation has read it again), else the server's reason (a 409 says why in words).
 */
export function toastActionError(title: string, error: unknown): void {
  if (isStale(error)) {
    toast({ title: STALE_TITLE, description: STALE_DESCRIPTION, variant: "destructive" });
    return;
  }
  const description = error instanceof ApiError ? error.message : "Something went wrong. Please refresh your browser and try again.";
  toast({ title, description, variant: "destructive" });
}
