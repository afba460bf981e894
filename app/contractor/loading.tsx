import { WorkspaceSkeleton } from "@/components/contractor/workspace/workspace-skeleton";

export default function Loading() {
  return <WorkspaceSkeleton />;
}
