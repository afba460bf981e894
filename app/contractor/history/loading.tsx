import { useTranslations } from "next-intl";
import { PageSkeleton } from "@/components/ui/page-skeleton";

export default function Loading() {
  const t = useTranslations("contractor.pages");
  return <PageSkeleton label={t("loadingHistory")} rows={12} />;
}
