import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A loading placeholder. Mark the region being loaded with aria-busy, not this. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
