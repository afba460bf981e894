import { Skeleton } from "@/components/ui/skeleton";

export interface SectionSkeletonProps {
  /** What is loading, read to screen readers. */
  label: string;
  /** Summary cards above the table. */
  cards?: number;
  /** Table rows to sketch; 0 for none. */
  rows?: number;
}

/** The loading state of one part of a page: optional cards and a table outline. */
export function SectionSkeleton({ label, cards = 0, rows = 8 }: SectionSkeletonProps) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      {cards > 0 ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: cards }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : null}
      {rows > 0 ? (
        <div className="flex flex-col gap-2 rounded-md border p-3">
          <Skeleton className="h-6 w-full" />
          {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
