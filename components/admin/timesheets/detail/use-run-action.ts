"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

export const STALE_TITLE = "Someone else changed this timesheet";
export const STALE_DESCRIPTION = "It has been reloaded with their change. Check it, then try again.";

/**
 * Runs one action of the detail and says how it went: done, refused with the server's reason,
 * or changed by someone else (409 stale version: the timesheet is reloaded by the hook). The
 * list behind the detail is refreshed after a change so its row matches. Resolves to success.
 */
export function useRunAction() {
  const router = useRouter();
  return useCallback(
    async (failTitle: string, doneTitle: string, action: () => Promise<unknown>): Promise<boolean> => {
      try {
        await action();
        toast({ title: doneTitle });
        router.refresh();
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "STALE_VERSION") {
          toast({ title: STALE_TITLE, description: STALE_DESCRIPTION, variant: "destructive" });
          router.refresh();
        } else {
          const description = error instanceof Error ? error.message : "Something went wrong. Please try again.";
          toast({ title: failTitle, description, variant: "destructive" });
        }
        return false;
      }
    },
    [router],
  );
}
