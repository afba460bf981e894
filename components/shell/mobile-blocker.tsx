import { MonitorSmartphone } from "lucide-react";
import { useTranslations } from "next-intl";

/** Spec point 1: below the md breakpoint only this message is shown. Pure CSS, no flash. */
export function MobileBlocker() {
  const t = useTranslations("ui.mobileBlocker");
  return (
    <div
      data-testid="mobile-blocker"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center md:hidden"
    >
      <MonitorSmartphone aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="max-w-xs text-base font-medium">{t("message")}</p>
    </div>
  );
}
