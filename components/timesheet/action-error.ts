import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { isStale } from "@/hooks/use-timesheet-mutation";

export const STALE_TITLE = "Someone else changed this timesheet";
export const STALE_DESCRIPTION = "It has been reloaded with their change. Check it, then try again.";
const FAILED = "Something went wrong. Please refresh your browser and try again.";

type Words = { staleTitle: string; staleDescription: string; failed: string };

function toastWith(words: Words, title: string, error: unknown): void {
  if (isStale(error)) {
    toast({ title: words.staleTitle, description: words.staleDescription, variant: "destructive" });
    return;
  }
  const description = error instanceof ApiError ? error.message : words.failed;
  toast({ title, description, variant: "destructive" });
}

/**
 * A refused or failed action on a timesheet, in a destructive toast: changed by someone else (the
 * mutation has read it again), else the server's reason (a 409 says why in words).
 * English; a component that speaks through the catalogue uses useToastActionError.
 */
export function toastActionError(title: string, error: unknown): void {
  toastWith({ staleTitle: STALE_TITLE, staleDescription: STALE_DESCRIPTION, failed: FAILED }, title, error);
}

/** toastActionError in the person's language (the toaster words the server's reason, as every toast's). */
export function useToastActionError(): (title: string, error: unknown) => void {
  const t = useTranslations("timesheet.actionError");
  return useCallback(
    (title: string, error: unknown) => toastWith({ staleTitle: t("staleTitle"), staleDescription: t("staleDescription"), failed: t("failed") }, title, error),
    [t],
  );
}
