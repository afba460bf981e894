// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProjectEngagement } from "@/lib/schemas/engagements";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const { CommandPalette } = await import("@/components/shell/command-palette");

beforeAll(() => {
  // cmdk measures and scrolls its list; jsdom has neither.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  push.mockReset();
  vi.unstubAllGlobals();
});

const GRID = "11111111-1111-4111-8111-111111111111";
const FLEET = "33333333-3333-4333-8333-333333333333";
/** The server's today the contractor layout hands down: November 2026 is "this month". */
const TODAY = "2026-11-20";

type Sheet = ProjectEngagement["timesheets"][number];

function sheet(id: string, month: number, status: Sheet["status"], feeStatus: Sheet["feeStatus"]): Sheet {
  return { id, billingPeriod: { month, year: 2026, name: "" }, status, feeStatus, expensesStatus: "ELIGIBLE", bonusStatus: "ELIGIBLE", flagged: false, version: 1 };
}

function engagement(projectId: string, name: string, timesheets: Sheet[]): ProjectEngagement {
  return { id: `pe-${projectId}`, project: { id: projectId, name }, startDate: "2026-01-01", endDate: null, expensesEligible: true, bonusEligible: false, hidden: false, engagements: [], timesheets };
}

/** Grid: October due, November running. Fleet: November already submitted, so no work is logged there. */
const ENGAGEMENTS = [
  engagement(GRID, "Grid Modernisation", [sheet("ts-grid-10", 10, "DUE", "IN_PROGRESS"), sheet("ts-grid-11", 11, "IN_PROGRESS", "IN_PROGRESS")]),
  engagement(FLEET, "Fleet Telematics", [sheet("ts-fleet-11", 11, "SUBMITTED", "SUBMITTED")]),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** The API as the palette meets it: the contractor's engagements (one page), and look-ups that find Amara. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/project-engagements")) return json({ data: ENGAGEMENTS, nextCursor: null });
    const data = url.startsWith("/api/lookups/contractors") ? [{ id: "22222222-2222-4222-8222-222222222222", name: "Amara Okafor", detail: "amara@settle.local" }] : [];
    return json({ data });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderPalette(role: string, locale = "en-GB") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommandPalette role={role} projects={[{ id: GRID, name: "Grid Modernisation" }]} today={role === "SUBCONTRACTOR" ? TODAY : undefined} />
    </QueryClientProvider>,
    { locale },
  );
}

const typeInto = (text: string) => fireEvent.change(screen.getByRole("combobox", { name: "Search pages and commands" }), { target: { value: text } });
const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);

const openWithKeyboard = () => act(() => void fireEvent.keyDown(document, { key: "k", ctrlKey: true }));

describe("CommandPalette", () => {
  it("speaks German to a German reader: its labels, its actions, and months typed in German", async () => {
    stubApi();
    renderPalette("ADMIN", "de-DE");
    expect(screen.getByTestId("command-palette-button").textContent).toContain("Suchen und Befehle");
    openWithKeyboard();
    const input = screen.getByRole("combobox", { name: "Seiten und Befehle suchen" });
    expect(input.getAttribute("placeholder")).toBe("Seite, Auftragnehmer, Projekt, Kunde oder Monat finden…");
    expect(screen.getByRole("option", { name: "Neuer Kunde" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Übersicht" })).toBeTruthy();
    fireEvent.change(input, { target: { value: "Oktober 2026" } });
    await waitFor(() => expect(screen.getByRole("option", { name: "Stundennachweise für Oktober 2026" })).toBeTruthy());
  });

  it("opens with Ctrl+K, finds a contractor's page by typing and opens it with Enter", async () => {
    stubApi();
    renderPalette("SUBCONTRACTOR");
    expect(screen.queryByRole("dialog")).toBeNull();
    openWithKeyboard();
    const input = screen.getByRole("combobox", { name: "Search pages and commands" });
    expect(screen.getByRole("option", { name: /Timesheet: Grid Modernisation/ })).toBeTruthy();
    fireEvent.change(input, { target: { value: "histo" } });
    // Best match first (cmdk ranks fuzzy matches), and it is the selected one Enter runs.
    await waitFor(() => expect(screen.getAllByRole("option")[0]!.textContent).toBe("History"));
    expect(screen.getAllByRole("option")[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/contractor/history");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("finds a contractor for an administrator through the look-up and opens their timesheets", async () => {
    const fetchMock = stubApi();
    renderPalette("ADMIN");
    openWithKeyboard();
    fireEvent.change(screen.getByRole("combobox", { name: "Search pages and commands" }), { target: { value: "amara" } });
    const option = await screen.findByRole("option", { name: /Timesheets of Amara Okafor/ });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/lookups/contractors?q=amara");
    fireEvent.click(option);
    expect(push).toHaveBeenCalledWith("/admin/timesheets?contractor=22222222-2222-4222-8222-222222222222");
  });

  it("says when nothing matches", async () => {
    stubApi();
    renderPalette("SUBCONTRACTOR");
    openWithKeyboard();
    fireEvent.change(screen.getByRole("combobox", { name: "Search pages and commands" }), { target: { value: "zzzzqqq" } });
    expect(await screen.findByText("Nothing found.")).toBeTruthy();
  });

  it("offers an administrator New client and Invite contractor, which open those dialogs on their pages", async () => {
    stubApi();
    renderPalette("ADMIN");
    openWithKeyboard();
    expect(screen.getByRole("group", { name: "Actions" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Log work/ })).toBeNull();
    typeInto("new client");
    await waitFor(() => expect(optionNames()[0]).toBe("New client"));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(push).toHaveBeenLastCalledWith("/admin/clients?new=1");
    openWithKeyboard();
    fireEvent.click(screen.getByRole("option", { name: "Invite contractor" }));
    expect(push).toHaveBeenLastCalledWith("/admin/contractors?invite=1");
  });

  it.each(["2026-10", "10/2026", "Oct 2026", "october 2026"])("takes an administrator from %j to that month's timesheets", async (typed) => {
    stubApi();
    renderPalette("ADMIN");
    openWithKeyboard();
    typeInto(typed);
    const group = await screen.findByRole("group", { name: "Go to a month" });
    expect(group.textContent).toContain("Timesheets of October 2026");
    await waitFor(() => expect(optionNames()[0]).toBe("Timesheets of October 2026"));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/admin/timesheets?period=2026-10");
  });

  it("offers no month for text that is not one of the month forms", async () => {
    stubApi();
    renderPalette("ADMIN");
    openWithKeyboard();
    typeInto("Sept 2026");
    expect(await screen.findByText("Nothing found.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Go to a month" })).toBeNull();
  });

  it("offers a contractor Log work where records may be added, and this month's timesheet of each project", async () => {
    stubApi();
    renderPalette("SUBCONTRACTOR");
    openWithKeyboard();
    const actions = await screen.findByRole("group", { name: "Actions" });
    const names = within(actions).getAllByRole("option").map((option) => option.textContent);
    // Fleet's November is submitted: no work to log there, but its timesheet still opens.
    expect(names).toEqual([
      "Log work on Grid Modernisation November 2026",
      "Open this month's timesheet of Grid Modernisation November 2026",
      "Open this month's timesheet of Fleet Telematics November 2026",
    ]);
    expect(screen.queryByRole("option", { name: "New client" })).toBeNull();
    expect(screen.queryByRole("option", { name: "Invite contractor" })).toBeNull();
    fireEvent.click(within(actions).getByRole("option", { name: /^Log work on Grid/ }));
    expect(push).toHaveBeenLastCalledWith(`/contractor?projectId=${GRID}&component=TIMESHEET&timesheetId=ts-grid-11&logWork=1`);
  });

  it("opens this month's timesheet by keyboard: type, arrows, Enter", async () => {
    stubApi();
    renderPalette("SUBCONTRACTOR");
    openWithKeyboard();
    typeInto("this month");
    const input = screen.getByRole("combobox");
    await waitFor(() => expect(optionNames()[0]).toMatch(/^Open this month's timesheet of Grid Modernisation/));
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const selected = screen.getAllByRole("option").find((option) => option.getAttribute("aria-selected") === "true");
    expect(selected?.textContent).toMatch(/^Open this month's timesheet of Fleet Telematics/);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith(`/contractor?projectId=${FLEET}&component=TIMESHEET&timesheetId=ts-fleet-11`);
  });

  it("takes a contractor to the typed month's timesheet of each project that has one, and says when none has", async () => {
    stubApi();
    renderPalette("SUBCONTRACTOR");
    openWithKeyboard();
    typeInto("10/2026");
    const group = await screen.findByRole("group", { name: "Go to a month" });
    expect(within(group).getAllByRole("option").map((option) => option.textContent)).toEqual(["Timesheet of Grid Modernisation October 2026"]);
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(push).toHaveBeenCalledWith(`/contractor?projectId=${GRID}&component=TIMESHEET&timesheetId=ts-grid-10`);

    openWithKeyboard();
    typeInto("January 2020");
    const none = await screen.findByRole("option", { name: "No timesheet in January 2020" });
    expect(none.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(none);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
