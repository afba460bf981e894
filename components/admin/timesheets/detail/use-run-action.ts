"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { isStale } from "@/hooks/use-timesheet-mutation";
import { useToastActionError } from "@/components/timesheet/action-error";
import { toast } from "@/components/ui/toast";

/**
 * Runs one action of the detail and says how it went: done, refused with the server's reason,
 * or changed by someone else (409 stale version: the timesheet is reloaded by the hook). The
 * list behind the detail is refreshed after a change so its row matches. Resolves to success.
 */
export function useRunAction() {
  const router = useRouter();
  const toastActionError = useToastActionError();
  return useCallback(
    async (failTitle: string, doneTitle: string, action: () => Promise<unknown>): Promise<boolean> => {
      try {
        await action();
        toast({ title: doneTitle });
        router.refresh();
        return true;
      } catch (error) {
        toastActionError(failTitle, error);
        if (isStale(error)) router.refresh();
        return false;
      }
    },
    [router, toastActionError],
  );
}
