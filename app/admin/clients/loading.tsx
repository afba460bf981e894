import { useTranslations } from "next-intl";
import { PageSkeleton } from "@/components/ui/page-skeleton";

export default function Loading() {
  const t = useTranslations("admin.clients");
  return <PageSkeleton label={t("loading")} />;
}
