"use client";

import { ClipboardList, FolderKanban, History, LayoutDashboard, Settings, Users, Building2, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import type { Messages } from "next-intl";
import { cn } from "@/lib/cn";
import { isMenuItemActive, isProjectChildActive, type MenuItem } from "@/lib/navigation/menu";

const ICONS: Record<string, LucideIcon> = {
  "admin-dashboard": LayoutDashboard,
  "admin-timesheets": ClipboardList,
  "admin-projects": FolderKanban,
  "admin-users": Users,
  "admin-clients": Building2,
  "admin-settings": Settings,
  "contractor-projects": FolderKanban,
  "contractor-history": History,
};

type NavKey = keyof Messages["shell"]["nav"];

/** A menu page's name: the menu's own pages are in the catalogue under their keys; a project's entry is its name. */
export function useMenuLabel(): (item: MenuItem) => string {
  const t = useTranslations("shell.nav");
  return (item) => (item.projectId ? item.label : t(item.key as NavKey));
}

const linkClasses =
  "flex h-8 items-center gap-2 rounded-md px-2 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const activeClasses = "bg-sidebar-accent font-medium text-sidebar-accent-foreground";

/**
 * The main menu, and under it, set apart, the role's secondary entries (Settings). Active item:
 * exact path, or any sub-path for `matchPrefix` items.
 */
export function SidebarNav({ items, secondary = [] }: { items: readonly MenuItem[]; secondary?: readonly MenuItem[] }) {
  const t = useTranslations("shell.nav");
  const pathname = usePathname();
  const menuLabel = useMenuLabel();
  return (
    <nav aria-label={t("main")} className="flex-1 overflow-y-auto px-2 py-2">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const active = isMenuItemActive(item, pathname);
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                data-active={active || undefined}
                aria-current={active ? "page" : undefined}
                className={cn(linkClasses, active && activeClasses)}
              >
                {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" /> : null}
                <span className="truncate">{menuLabel(item)}</span>
              </Link>
              {item.children && item.children.length > 0 ? (
                <Suspense fallback={<ProjectChildren items={item.children} pathname={pathname} selected={null} />}>
                  <ProjectChildrenWithSelection items={item.children} pathname={pathname} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
      {secondary.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-0.5 border-t border-sidebar-border pt-2">
          {secondary.map((item) => {
            const Icon = ICONS[item.key];
            const active = isMenuItemActive(item, pathname);
            return (
              <li key={item.key}>
                <Link href={item.href} aria-current={active ? "page" : undefined} data-active={active || undefined} className={cn(linkClasses, active && activeClasses)}>
                  {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" /> : null}
                  <span className="truncate">{menuLabel(item)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </nav>
  );
}

function ProjectChildrenWithSelection({ items, pathname }: { items: readonly MenuItem[]; pathname: string }) {
  const selected = useSearchParams().get("projectId");
  return <ProjectChildren items={items} pathname={pathname} selected={selected} />;
}

function ProjectChildren({
  items,
  pathname,
  selected,
}: {
  items: readonly MenuItem[];
  pathname: string;
  selected: string | null;
}) {
  return (
    <ul className="mt-0.5 ml-4 flex flex-col gap-0.5 border-l border-sidebar-border pl-2">
      {items.map((child) => {
        const active = isProjectChildActive(child, pathname, selected);
        return (
          <li key={child.key}>
            <Link
              href={child.href}
              title={child.label}
              data-active={active || undefined}
              aria-current={active ? "page" : undefined}
              className={cn(linkClasses, "h-7 text-[13px]", active && activeClasses)}
            >
              <span className="truncate">{child.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
