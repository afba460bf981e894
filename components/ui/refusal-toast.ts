"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast/use-toast";
import { ApiError } from "@/lib/api-client";

/**
 * Shows the server's reason for refusing a change, then rethrows so a confirmation stays open:
 * `.catch(showRefusal)` with `const showRefusal = useShowRefusal()`. The reason is the server's
 * (English, like every API message); the toaster words it for the reader, as every toast's.
 */
export function useShowRefusal(): (error: unknown) => never {
  const t = useTranslations("admin.shared");
  return useCallback(
    (error: unknown): never => {
      const description = error instanceof ApiError ? error.message : t("changeFailed");
      toast({ variant: "destructive", title: t("notDone"), description });
      throw error;
    },
    [t],
  );
}
