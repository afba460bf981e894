"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useLiveUpdates } from "@/hooks/use-live-updates";

/**
 * Keeps the signed-in screens live and says so only when they are not: a small notice while the
 * stream of changes is down and reconnecting.
 */
export function LiveUpdates({ refreshServerDataMs }: { refreshServerDataMs?: number }) {
  const t = useTranslations("ui.liveUpdates");
  const status = useLiveUpdates({ refreshServerDataMs });
  return (
    <div role="status" aria-live="polite" data-testid="live-status" data-live={status}>
      {status === "reconnecting" ? (
        <p className="flex items-center gap-1.5 px-2 py-1 text-xs text-muted-foreground">
          <RefreshCw aria-hidden="true" className="size-3 animate-spin" />
          {t("paused")}
        </p>
      ) : null}
    </div>
  );
}
