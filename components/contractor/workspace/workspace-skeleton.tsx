import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** The workspace's outline while the projects and the timesheet load. */
export function WorkspaceSkeleton({ label }: { label?: string }) {
  const t = useTranslations("contractor.workspace");
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4 p-6">
      <span className="sr-only">{label ?? t("loadingYourTimesheet")}</span>
      <div aria-hidden="true" className="flex items-center gap-3">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-5 w-20" />
        <Skeleton className="ml-auto h-8 w-28" />
      </div>
      <Skeleton className="h-9 w-96" />
      <div aria-hidden="true" className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
      <div aria-hidden="true" className="flex flex-col gap-2 rounded-md border p-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
