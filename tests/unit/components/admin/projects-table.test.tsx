// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectListFilters } from "@/hooks/use-projects";
import type { ProjectListItem } from "@/lib/schemas/projects";
import { render } from "@/tests/support/render";

const replace = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace, refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/admin/projects",
}));

const { ProjectsTable } = await import("@/components/admin/projects/projects-table");

afterEach(() => {
  cleanup();
  replace.mockReset();
  vi.useRealTimers();
});

const withClient = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
);

const client = { id: "c1111111-1111-4111-8111-111111111111", name: "Northwind Energy" };
const project: ProjectListItem = {
  id: "p1111111-1111-4111-8111-111111111111",
  name: "Grid Modernisation",
  client,
  invoicingEntity: null,
  startDate: "2026-01-01",
  endDate: null,
  archived: false,
  archivedAt: null,
  contractorsCount: 2,
  reviewersCount: 1,
  reviewerNames: ["Marta Keller"],
  openTimesheetsCount: 3,
  version: 1,
};

function renderTable(filters: ProjectListFilters = { q: "", includeArchived: false }, counts = { total: 3, archived: 1 }, locale?: string) {
  return render(
    withClient(
      <ProjectsTable firstPage={{ data: [project], nextCursor: null }} filters={filters} counts={counts} clients={[client]} invoicingEntities={[]} />,
    ),
    { locale },
  );
}

describe("ProjectsTable", () => {
  it("names a newcomer's steps in the order they can be taken: project, invite under Users, add with rates (#47.9)", () => {
    render(
      withClient(
        <ProjectsTable firstPage={{ data: [], nextCursor: null }} filters={{ q: "", includeArchived: false }} counts={{ total: 0, archived: 0 }} clients={[client]} invoicingEntities={[]} />,
      ),
    );
    const text = screen.getByText(/Create a project for one of your clients/).textContent ?? "";
    // A contractor can be added to a project only once invited: the invitation comes first.
    const invite = text.indexOf("invite");
    const add = text.indexOf("add each of them");
    expect(invite).toBeGreaterThan(0);
    expect(add).toBeGreaterThan(invite);
    expect(text).toContain("rates");
  });

  it("shows the server's page: the project, its client, counts and reviewers", () => {
    renderTable();
    const row = screen.getByRole("row", { name: /Grid Modernisation/ });
    expect(row.textContent).toContain("Northwind Energy");
    expect(row.textContent).toContain("Marta Keller");
    expect(screen.getByRole("link", { name: /3 open timesheets on Grid Modernisation/ })).toBeTruthy();
  });

  it("puts the archived toggle in the URL and ticks it at once", () => {
    renderTable();
    const box = screen.getByLabelText("Show archived (1)") as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(replace).toHaveBeenCalledWith("/admin/projects?archived=true", { scroll: false });
  });

  it("sends the search to the URL once typing pauses, keeping the client filter", () => {
    vi.useFakeTimers();
    renderTable({ q: "", includeArchived: false, clientId: client.id });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search projects" }), { target: { value: "grid" } });
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(replace).toHaveBeenCalledWith(`/admin/projects?q=grid&client=${client.id}`, { scroll: false });
  });

  it("offers no archived toggle when nothing is archived", () => {
    renderTable({ q: "", includeArchived: false }, { total: 3, archived: 0 });
    expect(screen.queryByLabelText(/Show archived/)).toBeNull();
  });

  it("speaks German under de-DE: headers, the open end of the dates and the archived toggle", () => {
    renderTable(undefined, undefined, "de-DE");
    const row = screen.getByRole("row", { name: /Grid Modernisation/ });
    expect(row.textContent).toContain("01. Jan. 2026 – laufend");
    expect(screen.getByRole("columnheader", { name: /Offene Stundennachweise/ })).toBeTruthy();
    expect(screen.getByLabelText("Archivierte anzeigen (1)")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Neues Projekt/ })).toBeTruthy();
  });
});
