import { Skeleton } from "@/components/ui/skeleton";
import { SectionSkeleton, type SectionSkeletonProps } from "@/components/ui/section-skeleton";

/** The loading state of a whole list page: a header outline above a section skeleton. */
export function PageSkeleton(props: SectionSkeletonProps) {
  return (
    <div className="flex flex-col gap-6 p-6">
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-80" />
      </div>
      <SectionSkeleton {...props} />
    </div>
  );
}
