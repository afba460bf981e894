// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordTable } from "@/components/contractor/fee/record-table";
import { record, timesheet } from "./timesheet-fixture";

// The comments button is another part of the workspace (with its own tests); here it is a stub.
vi.mock("@/components/contractor/comments/record-comments-button", () => ({ RecordCommentsButton: () => null }));

afterEach(cleanup);

function renderTable(props: Partial<Parameters<typeof RecordTable>[0]> = {}) {
  const onUpdate = vi.fn(async () => undefined);
  const onDelete = vi.fn(async () => undefined);
  render(<RecordTable timesheet={timesheet()} editable onUpdate={onUpdate} onDelete={onDelete} {...props} />);
  return { onUpdate: (props.onUpdate as typeof onUpdate | undefined) ?? onUpdate, onDelete: (props.onDelete as typeof onDelete | undefined) ?? onDelete };
}

const table = () => screen.getByRole("table", { name: "Work logged in October 2026" });
const rowOf = (name: RegExp) => within(table()).getByRole("row", { name });

describe("RecordTable", () => {
  it("lists the records by date with their line totals, and the days, hours and fee in the footer", () => {
    renderTable();
    const first = rowOf(/05 Oct 2026/);
    expect(first.textContent).toContain("Substation telemetry rollout");
    expect(first.textContent).toContain("Operations team");
    expect(first.textContent).toContain("1 day");
    expect(first.textContent).toContain("€850.00 / day");
    const second = rowOf(/06 Oct 2026/);
    expect(second.textContent).toContain("0.5 days");
    expect(second.textContent).toContain("€425.00");
    expect(within(second).getByRole("img", { name: "Flagged" })).toBeTruthy();
    const footer = table().querySelector("tfoot") as HTMLElement;
    expect(footer.textContent).toContain("2 records");
    expect(footer.textContent).toContain("1.5 days · 0 hours");
    expect(footer.textContent).toContain("€1,275.00");
  });

  it("allocates a MONTHLY rate so that the line totals add up exactly to the footer", () => {
    const MONTHLY = { id: "53333333-3333-4333-8333-333333333333", frequency: "MONTHLY" as const, amount: "42000.00", currency: "EUR" as const };
    // October 2026 has 22 weekdays: 42,000.00 / 22 = 1,909.0909… a day, so 14 days are 26,727.27, not 14 × 1,909.09.
    const days = ["05", "06", "07", "08", "09", "12", "13", "14", "15", "16", "19", "20", "21", "22"];
    const records = days.map((day, index) => record({ id: `7${String(index).padStart(7, "0")}-1111-4111-8111-111111111111`, date: `2026-10-${day}`, rate: MONTHLY }));
    render(
      <RecordTable
        timesheet={timesheet({ timesheetRecords: records, totals: { fee: [{ amount: "26727.27", currency: "EUR" }], expenses: [], bonus: [] } })}
        editable={false}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const cents = within(table())
      .getAllByRole("row")
      .slice(1, -1)
      .map((row) => row.querySelectorAll("td")[5]?.textContent ?? "")
      .map((text) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100));
    expect(cents).toHaveLength(14);
    expect(new Set(cents)).toEqual(new Set([190909, 190910]));
    expect(cents.reduce((total, value) => total + value, 0)).toBe(2672727);
    expect((table().querySelector("tfoot") as HTMLElement).textContent).toContain("€26,727.27");
  });

  it("toggles a record's flag from its row", async () => {
    const onFlag = vi.fn(async () => undefined);
    renderTable({ onFlag });
    const toggle = within(rowOf(/06 Oct 2026/)).getByRole("button", { name: 'Flag the record of 06 Oct 2026 "Protection relay settings review"' });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(onFlag).toHaveBeenCalledWith(expect.objectContaining({ date: "2026-10-06" }), false);
  });

  it("says what to do next when there is nothing yet", () => {
    render(<RecordTable timesheet={timesheet({ timesheetRecords: [] })} editable onUpdate={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText("No records yet")).toBeTruthy();
    expect(screen.getByText(/Pick the days you worked in October 2026/)).toBeTruthy();
  });

  it("offers no edit or delete when records cannot change", () => {
    renderTable({ editable: false });
    expect(screen.queryByRole("button", { name: /Edit the record/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete the record/ })).toBeNull();
  });

  it("edits in place: Enter saves the changes with the record, Escape cancels", async () => {
    const { onUpdate } = renderTable();
    fireEvent.click(screen.getByRole("button", { name: 'Edit the record of 05 Oct 2026 "Substation telemetry rollout"' }));
    const summary = screen.getByRole("textbox", { name: "Work summary of 05 Oct 2026" });
    fireEvent.change(summary, { target: { value: "Telemetry rollout, phase 2" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Time in days on 05 Oct 2026" }), { target: { value: "0.75" } });
    await act(async () => {
      fireEvent.keyDown(summary, { key: "Enter" });
    });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    const [sent, changes] = onUpdate.mock.calls[0] as unknown as [ReturnType<typeof record>, unknown];
    expect(sent.id).toBe("71111111-1111-4111-8111-111111111111");
    expect(sent.version).toBe(1);
    expect(changes).toEqual({ workSummary: "Telemetry rollout, phase 2", counterPart: "Operations team", timeAmount: "0.75" });
    expect(screen.queryByRole("textbox", { name: "Work summary of 05 Oct 2026" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /Edit the record of 06 Oct 2026/ }));
    const other = screen.getByRole("textbox", { name: "Work summary of 06 Oct 2026" });
    fireEvent.change(other, { target: { value: "Something else" } });
    fireEvent.keyDown(other, { key: "Escape" });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("textbox", { name: "Work summary of 06 Oct 2026" })).toBeNull();
    expect(rowOf(/06 Oct 2026/).textContent).toContain("Protection relay settings review");
  });

  it("keeps what was typed when the save fails", async () => {
    const onUpdate = vi.fn(async () => {
      throw new Error("refused");
    });
    renderTable({ onUpdate });
    fireEvent.click(screen.getByRole("button", { name: /Edit the record of 05 Oct 2026/ }));
    const summary = screen.getByRole("textbox", { name: "Work summary of 05 Oct 2026" });
    fireEvent.change(summary, { target: { value: "Typed before the failure" } });
    await act(async () => {
      fireEvent.keyDown(summary, { key: "Enter" });
    });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("textbox", { name: "Work summary of 05 Oct 2026" }) as HTMLInputElement).value).toBe("Typed before the failure");
    expect(screen.getByText("Not saved. Your changes are still here.")).toBeTruthy();
  });

  it("does not send an invalid time amount", async () => {
    const { onUpdate } = renderTable();
    fireEvent.click(screen.getByRole("button", { name: /Edit the record of 05 Oct 2026/ }));
    const amount = screen.getByRole("textbox", { name: "Time in days on 05 Oct 2026" });
    fireEvent.change(amount, { target: { value: "2" } });
    await act(async () => {
      fireEvent.keyDown(amount, { key: "Enter" });
    });
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.getByText("A record in days is at most 1 day.")).toBeTruthy();
  });

  it("judges the edited record with the API's schema: an empty summary and a malformed amount are not sent", async () => {
    const { onUpdate } = renderTable();
    fireEvent.click(screen.getByRole("button", { name: /Edit the record of 05 Oct 2026/ }));
    const summary = screen.getByRole("textbox", { name: "Work summary of 05 Oct 2026" });
    fireEvent.change(summary, { target: { value: "   " } });
    await act(async () => {
      fireEvent.keyDown(summary, { key: "Enter" });
    });
    expect(screen.getByText("Describe the work.")).toBeTruthy();
    fireEvent.change(summary, { target: { value: "Telemetry rollout" } });
    const amount = screen.getByRole("textbox", { name: "Time in days on 05 Oct 2026" });
    fireEvent.change(amount, { target: { value: "half" } });
    await act(async () => {
      fireEvent.keyDown(amount, { key: "Enter" });
    });
    expect(screen.getByText("Time amount must be a positive number with at most 2 decimals.")).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("asks before deleting and names the record", async () => {
    const { onDelete } = renderTable();
    fireEvent.click(screen.getByRole("button", { name: 'Delete the record of 05 Oct 2026 "Substation telemetry rollout"' }));
    const dialog = screen.getByRole("alertdialog", { name: 'Delete the record of 05 Oct 2026 "Substation telemetry rollout"?' });
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: /Delete the record of 05 Oct 2026/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    });
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete.mock.calls[0]).toEqual([expect.objectContaining({ id: "71111111-1111-4111-8111-111111111111" })]);
  });

  it("moves between rows with the arrow keys and edits the focused row with Enter", () => {
    renderTable();
    const first = rowOf(/05 Oct 2026/);
    const second = rowOf(/06 Oct 2026/);
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Enter" });
    expect(screen.getByRole("textbox", { name: "Work summary of 06 Oct 2026" })).toBeTruthy();
  });
});
