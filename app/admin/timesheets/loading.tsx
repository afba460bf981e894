import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading timesheets…" rows={12} />;
}
