import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Terms and their values, two columns: the facts block of every detail screen. */
export function FactList({ facts, termWidth = "8rem", className }: { facts: readonly (readonly [string, ReactNode])[]; termWidth?: string; className?: string }) {
  return (
    <dl className={cn("grid gap-x-3 gap-y-1.5 text-sm", className)} style={{ gridTemplateColumns: `${termWidth} 1fr` }}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
