// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import { describeActivity } from "@/components/contractor/activity/describe-activity";
import { formatsFor } from "@/lib/format/formats";
import en from "@/messages/en";
import { RecordTable } from "@/components/contractor/fee/record-table";
import type { ActivityEntry } from "@/lib/schemas/timesheets";
import { timesheet } from "./timesheet-fixture";

// The comments buttons are another part of the workspace (with their own tests); here they say which thread they open.
vi.mock("@/components/contractor/comments/record-comments-button", () => ({ RecordCommentsButton: () => null }));
vi.mock("@/components/contractor/comments/subject-comments-button", () => ({
  SubjectCommentsButton: ({ target }: { target: { subject: string; id: string } }) => <button type="button">{`Comments on ${target.subject} ${target.id}`}</button>,
}));

afterEach(cleanup);

const base = timesheet();
const [first, second] = base.timesheetRecords;
const contested = timesheet({
  feeStatus: "CONTESTED",
  status: "CONTESTED",
  contestedLines: [
    { id: "c1111111-1111-4111-8111-111111111111", component: "TIMESHEET", recordId: second!.id, expenseId: null, reason: "Half a day only?", contestedBy: "Jonas Brandt", contestedAt: "2026-11-02T10:00:00.000000Z" },
    { id: "c2222222-2222-4222-8222-222222222222", component: "EXPENSES", recordId: null, expenseId: "e1111111-1111-4111-8111-111111111111", reason: "Not this tab", contestedBy: "Jonas Brandt", contestedAt: "2026-11-02T10:00:00.000000Z" },
  ],
});

describe("contested lines on the Fee tab", () => {
  it("counts them in a live region, lists each with its reason and its thread, and highlights its row", () => {
    render(<RecordTable timesheet={contested} editable onUpdate={vi.fn()} onDelete={vi.fn()} />);
    const panel = screen.getByTestId("contested-lines-TIMESHEET");
    // Only the fee's lines: the expense's line belongs to the Expenses tab.
    expect(within(panel).getByRole("status").textContent).toBe("1 line contested");
    expect(panel.textContent).toContain("Half a day only?");
    expect(panel.textContent).not.toContain("Not this tab");
    expect(within(panel).getByRole("button", { name: `Comments on TIMESHEET_RECORD ${second!.id}` })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Work logged in October 2026" });
    const row = within(table).getByRole("row", { name: /Contested: Half a day only\?/ });
    expect(row.getAttribute("data-record-id")).toBe(second!.id);
    expect(row.getAttribute("data-contested")).toBe("true");
    expect(table.querySelector(`tr[data-record-id="${first!.id}"]`)?.hasAttribute("data-contested")).toBe(false);
  });

  it("filters the table to the contested lines and back; the footer keeps the month's totals", () => {
    render(<RecordTable timesheet={contested} editable onUpdate={vi.fn()} onDelete={vi.fn()} />);
    const table = screen.getByRole("table", { name: "Work logged in October 2026" });
    const filter = screen.getByRole("button", { name: "Show only contested lines" });
    expect(filter.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(filter);
    expect(table.querySelectorAll("tbody tr[data-record-id]")).toHaveLength(1);
    expect(table.querySelector("tfoot")?.textContent).toContain("2 records");
    const back = screen.getByRole("button", { name: "Show all lines" });
    expect(back.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(back);
    expect(table.querySelectorAll("tbody tr[data-record-id]")).toHaveLength(2);
  });

  it("shows nothing when no line is contested", () => {
    render(<RecordTable timesheet={base} editable onUpdate={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByTestId("contested-lines-TIMESHEET")).toBeNull();
  });
});

describe("the timeline names lines contested and changed", () => {
  const entry = (event: string, after: unknown): ActivityEntry => ({
    id: `a${event.length}111111-1111-4111-8111-111111111111`,
    action: "UPDATE",
    entityType: "timesheet",
    entityId: base.id,
    event,
    actor: { userId: null, label: "Jonas Brandt (review link)" },
    before: null,
    after,
    createdAt: "2026-11-02T10:00:00.000000Z",
  });

  it("a contest lists its lines with their reasons; a resubmission the lines it changed", () => {
    const words = {
      t: createTranslator({ locale: "en-GB", messages: en, namespace: "contractor.activity" }),
      enums: createTranslator({ locale: "en-GB", messages: en, namespace: "enums" }),
      format: formatsFor("en-GB"),
    };
    const [submitted, contestedEntry] = describeActivity(words, [
      entry("contest-component", { component: "TIMESHEET", reason: "Two days", lines: [{ lineId: "x", label: "2026-10-06 · Substation", reason: "Half a day only?" }] }),
      { ...entry("submit", { lines: [{ component: "TIMESHEET", submission: 2, added: [], removed: ["2026-10-07 · Survey"], changed: ["2026-10-06 · Substation"] }] }), createdAt: "2026-11-03T10:00:00.000000Z" },
    ]);
    expect(contestedEntry?.detail).toContain("Lines: 2026-10-06 · Substation (“Half a day only?”)");
    expect(submitted?.detail).toContain("Fee: changed 2026-10-06 · Substation, removed 2026-10-07 · Survey");
  });
});

describe("contested lines in the read-only tables (review page, admin detail)", () => {
  it("highlights the contested record and names its reason", async () => {
    const { WorkRecordsTable } = await import("@/components/timesheet/work-records-table");
    const records = base.timesheetRecords.map(({ id, date, workSummary, counterPart, timeAmount, timeUnit, rate }) => ({ id, date, workSummary, counterPart, timeAmount, timeUnit, rate }));
    render(<WorkRecordsTable records={records} ariaLabel="Work logged" empty={{ title: "", description: "" }} contested={new Map([[second!.id, { reason: "Half a day only?" }]])} />);
    const table = screen.getByRole("table", { name: "Work logged" });
    const row = within(table).getByRole("row", { name: /Contested: Half a day only\?/ });
    expect(row.getAttribute("data-record-id")).toBe(second!.id);
    expect(table.querySelectorAll("tr[data-contested]")).toHaveLength(1);
  });
});

describe("from the list to the line", () => {
  it("a button per contested line moves the focus to its row", () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(<RecordTable timesheet={contested} editable onUpdate={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Show the line of 06 Oct 2026 in the table" }));
    expect((document.activeElement as HTMLElement).getAttribute("data-record-id")).toBe(second!.id);
  });
});
