"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast/use-toast";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { ApiError } from "@/lib/api-client";

/**
 * Shows the server's reason for refusing a change, then rethrows so a confirmation stays open:
 * `.catch(showRefusal)` with `const showRefusal = useShowRefusal()`. The reason is the server's
 * (English, like every API message), shown in the reader's language like the title and the fallback.
 */
export function useShowRefusal(): (error: unknown) => never {
  const t = useTranslations("admin.shared");
  const refusalText = useRefusalText();
  return useCallback(
    (error: unknown): never => {
      const description = error instanceof ApiError ? refusalText(error.message) : t("changeFailed");
      toast({ variant: "destructive", title: t("notDone"), description });
      throw error;
    },
    [t, refusalText],
  );
}
