// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordTable } from "@/components/contractor/fee/record-table";
import { timesheet } from "./timesheet-fixture";

// The comments button is another part of the workspace (with its own tests); here it is a stub.
vi.mock("@/components/contractor/comments/record-comments-button", () => ({ RecordCommentsButton: () => null }));

afterEach(cleanup);

const table = () => screen.getByRole("table", { name: "Work logged in October 2026" });
const rowOf = (name: RegExp) => within(table()).getByRole("row", { name });

describe("RecordTable keyboard", () => {
  it("keeps one tab stop on the last focused row, returns the focus to the row after an edit, and asks before deleting on Delete", () => {
    render(<RecordTable timesheet={timesheet()} editable onUpdate={vi.fn(async () => undefined)} onDelete={vi.fn(async () => undefined)} />);
    rowOf(/05 Oct 2026/).focus();
    fireEvent.keyDown(rowOf(/05 Oct 2026/), { key: "End" });
    expect(document.activeElement).toBe(rowOf(/06 Oct 2026/));
    expect(rowOf(/06 Oct 2026/).tabIndex).toBe(0);
    expect(rowOf(/05 Oct 2026/).tabIndex).toBe(-1);

    fireEvent.keyDown(rowOf(/06 Oct 2026/), { key: "Enter" });
    const summary = screen.getByRole("textbox", { name: "Work summary of 06 Oct 2026" });
    expect(within(table()).getByRole("row", { name: "Editing 06 Oct 2026" }).querySelectorAll("td")).toHaveLength(10);
    fireEvent.keyDown(summary, { key: "Escape" });
    expect(document.activeElement).toBe(rowOf(/06 Oct 2026/));

    fireEvent.keyDown(rowOf(/06 Oct 2026/), { key: "Home" });
    expect(document.activeElement).toBe(rowOf(/05 Oct 2026/));
    fireEvent.keyDown(rowOf(/05 Oct 2026/), { key: "Delete" });
    expect(screen.getByRole("alertdialog", { name: 'Delete the record of 05 Oct 2026 "Substation telemetry rollout"?' })).toBeTruthy();
  });

  it("shows plain column headers, not sort buttons, and a footer spanning every column", () => {
    for (const editable of [true, false]) {
      render(<RecordTable timesheet={timesheet()} editable={editable} onUpdate={vi.fn()} onDelete={vi.fn()} />);
      const headers = within(table()).getAllByRole("columnheader");
      expect(headers.map((header) => header.textContent)).toEqual([
        "Date",
        "Work summary",
        "Counterpart",
        "Time",
        "Rate",
        "Line total",
        "Flag",
        "Comments",
        ...(editable ? ["Edit", "Delete"] : []),
      ]);
      expect(headers.some((header) => header.querySelector("button"))).toBe(false);
      const span = Array.from(table().querySelectorAll("tfoot td")).reduce((total, cell) => total + (cell as HTMLTableCellElement).colSpan, 0);
      expect(span).toBe(headers.length);
      cleanup();
    }
  });

  it("keeps a row's buttons in place while the focus moves onto them (as a mouse click does before its click) and across a refetch", () => {
    const onFlag = vi.fn(async () => undefined);
    const { rerender } = render(<RecordTable timesheet={timesheet()} editable onUpdate={vi.fn()} onDelete={vi.fn()} onFlag={onFlag} />);
    const flag = within(rowOf(/06 Oct 2026/)).getByRole("button", { name: /^Flag the record of 06 Oct 2026/ });
    const edit = within(rowOf(/06 Oct 2026/)).getByRole("button", { name: /^Edit the record of 06 Oct 2026/ });
    act(() => flag.focus());
    expect(edit.isConnected).toBe(true);
    expect(document.activeElement).toBe(flag);
    // A refetched timesheet (after the flag changed, say) updates the cells in place.
    rerender(<RecordTable timesheet={timesheet()} editable onUpdate={vi.fn()} onDelete={vi.fn()} onFlag={vi.fn(async () => undefined)} />);
    expect(document.activeElement).toBe(flag);
    act(() => edit.focus());
    expect(document.activeElement).toBe(edit);
    fireEvent.click(edit);
    expect(screen.getByRole("textbox", { name: "Work summary of 06 Oct 2026" })).toBeTruthy();
  });
});
