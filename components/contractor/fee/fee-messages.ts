import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { toast } from "@/components/ui/toast";

/** Spec point 8's toasts (word for word in English), in the person's language. */
export function useFeeToasts() {
  const t = useTranslations("contractor.fee");
  return useMemo(
    () => ({
      saveFailed: () => toast({ title: t("error"), description: t("saveFailed"), variant: "destructive" }),
      copyFailed: () => toast({ title: t("error"), description: t("copyFailed"), variant: "destructive" }),
    }),
    [t],
  );
}
