import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The link that opens what a row (or a checklist's step) names: its name, in the link colour. */
export function RecordLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={cn("font-medium text-primary underline-offset-4 hover:underline", className)}>
      {children}
    </Link>
  );
}
