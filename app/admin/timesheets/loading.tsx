import { useTranslations } from "next-intl";
import { PageSkeleton } from "@/components/ui/page-skeleton";

export default function Loading() {
  const t = useTranslations("admin.timesheets");
  return <PageSkeleton label={t("loading")} rows={12} />;
}
