import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export interface TableProps extends ComponentProps<"table"> {
  /** Classes for the scrolling container. The header sticks to its top, so it needs a
   *  bounded height; the default fills the viewport below a page header. */
  containerClassName?: string;
  /** Names the scrolling container and lets the keyboard reach it, for tables whose height is
   *  bounded so they scroll on their own (otherwise keyboard users could not scroll them). */
  scrollLabel?: string;
}

/** A dense data table whose header stays visible while the body scrolls. */
export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  return (
    <div
      className={cn(
        "relative max-h-[calc(100dvh-12rem)] w-full overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        containerClassName,
      )}
      {...(scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {})}
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      className={cn("sticky top-0 z-10 bg-muted shadow-[inset_0_-1px_0_var(--color-border)]", className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot
      className={cn("sticky bottom-0 bg-muted font-medium shadow-[inset_0_1px_0_var(--color-border)]", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={cn(
        "h-8 whitespace-nowrap px-2.5 text-left align-middle text-xs font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-2.5 py-1.5 align-middle", className)} {...props} />;
}

