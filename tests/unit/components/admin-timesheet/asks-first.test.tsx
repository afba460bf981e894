// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEachTest } from "@/tests/support/fetch-stub";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", async () => (await import("@/tests/support/navigation")).navigationAt("/admin/timesheets"));

const { TimesheetControls } = await import("@/components/admin/timesheets/detail/timesheet-controls");
const { DeleteClientButton } = await import("@/components/admin/clients/delete-client-button");
const { timesheet } = await import("../workspace/timesheet-fixture");

const fetchMock = stubFetchEachTest(async () => new Response(JSON.stringify({ data: {} }), { status: 200 }));

function renderIn(children: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>);
}

const writes = () => fetchMock.mock.calls.filter((call) => (call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).method === "PUT");

describe("Reopen asks first, as Close does (#47.9)", () => {
  const closed = timesheet({ status: "CLOSED", feeStatus: "APPROVED", expensesStatus: "APPROVED", bonusStatus: "APPROVED" });

  it("opens a confirmation naming the month; Cancel reopens nothing", async () => {
    renderIn(<TimesheetControls timesheet={closed} today="2026-11-05" />);
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    const confirm = screen.getByRole("alertdialog", { name: "Reopen the timesheet of October 2026?" });
    expect(confirm.textContent).toContain("The timesheet goes back to Approved");
    expect(writes()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it("reopens once confirmed", async () => {
    renderIn(<TimesheetControls timesheet={closed} today="2026-11-05" />);
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    const confirm = screen.getByRole("alertdialog");
    await act(async () => fireEvent.click(confirm.querySelector("button:last-of-type") as HTMLButtonElement));
    expect(writes().map((call) => (call as unknown[])[0])).toEqual([`/api/timesheets/${closed.id}/reopen`]);
  });
});

describe("Deleting a client that still has projects (#47.9)", () => {
  it("says why it cannot go and offers only Close, no Delete", () => {
    renderIn(<DeleteClientButton client={{ id: "c1", name: "Northwind Energy", projectsCount: 2 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Northwind Energy" }));
    const dialog = screen.getByRole("alertdialog", { name: 'Client "Northwind Energy" cannot be deleted' });
    expect(dialog.textContent).toContain("It still has 2 projects: a client can be deleted only once it has none.");
    const buttons = [...dialog.querySelectorAll("button")].map((button) => button.textContent);
    expect(buttons).toEqual(["Close"]);
  });

  it("offers Delete for a client without projects", () => {
    renderIn(<DeleteClientButton client={{ id: "c1", name: "Acme", projectsCount: 0 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Acme" }));
    const dialog = screen.getByRole("alertdialog", { name: 'Delete client "Acme"?' });
    expect([...dialog.querySelectorAll("button")].map((button) => button.textContent)).toEqual(["Cancel", "Delete"]);
  });
});
