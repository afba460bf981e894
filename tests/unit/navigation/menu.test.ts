import { describe, expect, it } from "vitest";
import {
  contractorProjectHref,
  isMenuItemActive,
  isProjectChildActive,
  menuFor,
} from "@/lib/navigation/menu";

const projects = [
  { id: "p-2", name: "Zeta rollout" },
  { id: "p-1", name: "Alpha audit" },
];

describe("menuFor", () => {
  it("gives ADMIN exactly the spec's five entries", () => {
    const menu = menuFor("ADMIN", projects);
    expect(menu.map((i) => [i.label, i.href, i.matchPrefix === true])).toEqual([
      ["Dashboard", "/admin", false],
      ["Timesheets", "/admin/timesheets", false],
      ["Projects", "/admin/projects", true],
      ["Users", "/admin/contractors", true],
      ["Clients", "/admin/clients", false],
    ]);
    expect(menu.every((i) => i.children === undefined)).toBe(true);
  });

  it("gives SUBCONTRACTOR Projects with one child per project, in the given order, then History", () => {
    const menu = menuFor("SUBCONTRACTOR", projects);
    expect(menu.map((i) => [i.label, i.href])).toEqual([
      ["Projects", "/contractor"],
      ["History", "/contractor/history"],
    ]);
    const children = menu[0]?.children ?? [];
    expect(children.map((c) => [c.label, c.href, c.projectId])).toEqual([
      ["Zeta rollout", "/contractor?projectId=p-2&component=TIMESHEET", "p-2"],
      ["Alpha audit", "/contractor?projectId=p-1&component=TIMESHEET", "p-1"],
    ]);
  });

  it("gives a contractor without projects a Projects entry with no children", () => {
    expect(menuFor("SUBCONTRACTOR", [])[0]?.children).toEqual([]);
  });

  it.each(["SERVICE_PRINCIPAL", "REVIEWER", "", "admin"])("gives role %j no menu", (role) => {
    expect(menuFor(role, projects)).toEqual([]);
  });

  it("returns fresh objects, so a caller cannot corrupt the next menu", () => {
    const first = menuFor("ADMIN", []);
    const item = first[0];
    if (item) item.label = "Changed";
    expect(menuFor("ADMIN", [])[0]?.label).toBe("Dashboard");
  });

  it("encodes project ids in the child link", () => {
    expect(contractorProjectHref("a b&c")).toBe("/contractor?projectId=a+b%26c&component=TIMESHEET");
  });
});

describe("isMenuItemActive", () => {
  const admin = menuFor("ADMIN", []);
  const byLabel = (label: string) => {
    const item = admin.find((i) => i.label === label);
    if (!item) throw new Error(label);
    return item;
  };

  it("matches /admin only exactly", () => {
    expect(isMenuItemActive(byLabel("Dashboard"), "/admin")).toBe(true);
    expect(isMenuItemActive(byLabel("Dashboard"), "/admin/")).toBe(true);
    expect(isMenuItemActive(byLabel("Dashboard"), "/admin/timesheets")).toBe(false);
  });

  it("matches /admin/projects on any sub-path", () => {
    const item = byLabel("Projects");
    expect(isMenuItemActive(item, "/admin/projects")).toBe(true);
    expect(isMenuItemActive(item, "/admin/projects/123/engagements")).toBe(true);
    expect(isMenuItemActive(item, "/admin/projects-archive")).toBe(false);
  });

  it("does not treat other items as prefixes", () => {
    expect(isMenuItemActive(byLabel("Timesheets"), "/admin/timesheets/abc")).toBe(false);
  });

  it("keeps contractor Projects and History apart", () => {
    const [projectsItem, history] = menuFor("SUBCONTRACTOR", []);
    if (!projectsItem || !history) throw new Error("menu");
    expect(isMenuItemActive(projectsItem, "/contractor")).toBe(true);
    expect(isMenuItemActive(projectsItem, "/contractor/history")).toBe(false);
    expect(isMenuItemActive(history, "/contractor/history")).toBe(true);
  });
});

describe("isProjectChildActive", () => {
  it("is active on /contractor when that project is selected", () => {
    expect(isProjectChildActive({ projectId: "p-1" }, "/contractor", "p-1")).toBe(true);
    expect(isProjectChildActive({ projectId: "p-1" }, "/contractor", "p-2")).toBe(false);
    expect(isProjectChildActive({ projectId: "p-1" }, "/contractor", null)).toBe(false);
    expect(isProjectChildActive({ projectId: "p-1" }, "/contractor/history", "p-1")).toBe(false);
    expect(isProjectChildActive({}, "/contractor", "p-1")).toBe(false);
  });
});
