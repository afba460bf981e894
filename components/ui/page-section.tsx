import type { ReactNode } from "react";

export interface PageSectionProps {
  /** Names the heading (`{id}-heading`), and the section itself when it is a link target (`anchor`). */
  id: string;
  title: ReactNode;
  /** Beside the heading, e.g. a link to the whole list. */
  actions?: ReactNode;
  /** The section can be linked to as `#id` (the settings page's webhooks, API keys...). */
  anchor?: boolean;
  children: ReactNode;
}

/** A titled part of a page; screen readers name the region by its heading. */
export function PageSection({ id, title, actions, anchor = false, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  const heading = (
    <h2 id={headingId} className="text-sm font-semibold">
      {title}
    </h2>
  );
  return (
    <section id={anchor ? id : undefined} aria-labelledby={headingId} className="flex flex-col gap-3">
      {actions ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
