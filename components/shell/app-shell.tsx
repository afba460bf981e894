import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { IsoDate } from "@/lib/domain/dates";
import { menuFor, secondaryMenuFor, type MenuProject } from "@/lib/navigation/menu";
import { CommandPalette } from "./command-palette";
import { ExportTray } from "./export-tray";
import { LiveUpdates } from "./live-updates";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu, type ShellUser } from "./user-menu";

export interface AppShellProps {
  /** The signed-in user, from the server session. */
  user: ShellUser;
  /** The contractor's projects (one menu child each, in this order). Ignored for other roles. */
  projects?: readonly MenuProject[];
  /** The server's today (business time zone): the command palette's "this month" for a contractor. */
  today?: IsoDate;
  children: ReactNode;
}

/** The signed-in chrome: sidebar (product, menu for the role, user menu) and the page. */
export function AppShell({ user, projects = [], today, children }: AppShellProps) {
  const t = useTranslations();
  const items = menuFor(user.role, projects);
  return (
    <div className="flex h-dvh w-full overflow-hidden" data-testid="app-shell">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        {t("ui.appShell.skipToContent")}
      </a>
      <aside className="flex w-56 shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground">
        <div className="flex h-12 shrink-0 items-center px-4">
          <Link
            href="/"
            className="rounded-sm text-base font-semibold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t("common.product.name")}
          </Link>
        </div>
        {user.role === "ADMIN" || user.role === "SUBCONTRACTOR" ? (
          <div className="shrink-0 px-2 pb-2">
            <CommandPalette role={user.role} projects={projects} today={today} />
          </div>
        ) : null}
        <SidebarNav items={items} secondary={secondaryMenuFor(user.role)} />
        <div className="shrink-0 border-t border-sidebar-border p-2">
          {/* Admin pages are rendered on the server: a change re-renders them, at most once a second. */}
          <LiveUpdates refreshServerDataMs={user.role === "ADMIN" ? 1_000 : undefined} />
          {user.role === "ADMIN" ? <ExportTray /> : null}
          <UserMenu user={user} />
        </div>
      </aside>
      {/* relative: an absolutely positioned descendant (a screen-reader box) is placed and clipped inside this
          scrolling box; otherwise it counted in the document's height and scrolling showed a blank band. */}
      <main id="main-content" tabIndex={-1} className="relative min-w-0 flex-1 overflow-auto focus:outline-none">
        {children}
      </main>
    </div>
  );
}
