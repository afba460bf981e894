/**
 * The sidebar menus of spec points 2 and 6, as data. Pure: no React, no Next.
 */

export interface MenuItem {
  /** Stable key, e.g. "admin-dashboard" or "project:<id>". */
  key: string;
  label: string;
  href: string;
  /** Active on any sub-path of href too (e.g. /admin/projects/123). Otherwise only on href exactly. */
  matchPrefix?: boolean;
  /** Contractor project children: the project this entry selects. */
  projectId?: string;
  children?: MenuItem[];
}

export interface MenuProject {
  id: string;
  name: string;
}

/** Where a contractor saves what their invoices are made out with (the user menu links it too). */
export const BILLING_DETAILS_HREF = "/contractor/billing-details";

/** The component a project child switches the timesheet view to (spec point 2). */
export const PROJECT_CHILD_COMPONENT = "TIMESHEET";

/** Where a contractor's project menu entry leads: that project, on the fee component. */
export function contractorProjectHref(projectId: string): string {
  const query = new URLSearchParams({ projectId, component: PROJECT_CHILD_COMPONENT });
  return `/contractor?${query.toString()}`;
}

/** One timesheet: the contractor's month in their workspace, or the administrators' timesheet page. */
export function timesheetHref(area: "contractor" | "admin", timesheetId: string): string {
  const id = encodeURIComponent(timesheetId);
  return area === "contractor" ? `/contractor?timesheetId=${id}` : `/admin/timesheets?timesheetId=${id}`;
}

const ADMIN_MENU: readonly MenuItem[] = [
  { key: "admin-dashboard", label: "Dashboard", href: "/admin" },
  { key: "admin-timesheets", label: "Timesheets", href: "/admin/timesheets" },
  { key: "admin-projects", label: "Projects", href: "/admin/projects", matchPrefix: true },
  // Active on a contractor's detail page too (/admin/contractors/<id>).
  { key: "admin-users", label: "Users", href: "/admin/contractors", matchPrefix: true },
  { key: "admin-clients", label: "Clients", href: "/admin/clients" },
];

/**
 * Entries under the spec's menu, set apart from it: Settings was only in the user menu, where a
 * newcomer setting up a company did not look for it (#47.9). The spec's menu stays its five entries.
 */
export function secondaryMenuFor(role: string): MenuItem[] {
  return role === "ADMIN" ? [{ key: "admin-settings", label: "Settings", href: "/admin/settings", matchPrefix: true }] : [];
}

/** The menu for a role: ADMIN and SUBCONTRACTOR have one; any other role has none. */
export function menuFor(role: string, projects: readonly MenuProject[]): MenuItem[] {
  switch (role) {
    case "ADMIN":
      return ADMIN_MENU.map((item) => ({ ...item }));
    case "SUBCONTRACTOR":
      return [
        {
          key: "contractor-projects",
          label: "Projects",
          href: "/contractor",
          children: projects.map((project) => ({
            key: `project:${project.id}`,
            label: project.name,
            href: contractorProjectHref(project.id),
            projectId: project.id,
          })),
        },
        { key: "contractor-history", label: "History", href: "/contractor/history" },
      ];
    default:
      return [];
  }
}

/** Whether a top-level item is the current page. */
export function isMenuItemActive(item: Pick<MenuItem, "href" | "matchPrefix">, pathname: string): boolean {
  const path = stripTrailingSlash(pathname);
  const href = stripTrailingSlash(item.href.split("?")[0] ?? item.href);
  if (path === href) return true;
  return item.matchPrefix === true && path.startsWith(`${href}/`);
}

/** Whether a contractor project child is the selected project on the current page. */
export function isProjectChildActive(
  child: Pick<MenuItem, "projectId">,
  pathname: string,
  selectedProjectId: string | null,
): boolean {
  return stripTrailingSlash(pathname) === "/contractor" && child.projectId !== undefined && child.projectId === selectedProjectId;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
