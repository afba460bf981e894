import Link from "next/link";
import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A small link above the title back to the list the page belongs to. */
  backTo?: { href: string; label: string };
  actions?: ReactNode;
}

/** The heading row of a signed-in page: dense, no hero space. */
export function PageHeader({ title, description, backTo, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        {backTo ? (
          <div className="text-xs text-muted-foreground">
            <Link href={backTo.href} className="underline-offset-4 hover:underline">
              {backTo.label}
            </Link>
          </div>
        ) : null}
        <h1 className="truncate text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  );
}
