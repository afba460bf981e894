import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  /** The link to another page, keeping filters and sorting. */
  hrefFor: (page: number) => string;
}

/** "Page X of Y" with previous and next links; an end without a link is shown disabled. */
export function Pagination({ page, pageCount, total, pageSize, hrefFor }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const t = useTranslations("admin.timesheets.pagination");
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums">{t("range", { first, last, total })}</p>
      <div className="flex items-center gap-2">
        <PageLink href={page > 1 ? hrefFor(page - 1) : null} label={t("previous")}>
          <ChevronLeft aria-hidden="true" />
        </PageLink>
        <span className="tabular-nums">{t("page", { page, pageCount })}</span>
        <PageLink href={page < pageCount ? hrefFor(page + 1) : null} label={t("next")}>
          <ChevronRight aria-hidden="true" />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  const classes = cn(buttonVariants({ variant: "outline", size: "icon-sm" }));
  if (!href) {
    return (
      <span aria-disabled="true" aria-label={label} role="link" className={classes}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} aria-label={label} className={classes}>
      {children}
    </Link>
  );
}
