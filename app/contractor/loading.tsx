import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading your projects…" rows={10} />;
}
