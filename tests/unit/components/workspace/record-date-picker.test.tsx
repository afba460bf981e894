// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordDatePicker, type RecordDatePickerProps } from "@/components/contractor/fee/record-date-picker";
import type { IsoDate } from "@/lib/domain/dates";

afterEach(cleanup);

const RATE = { frequency: "DAILY" as const };
/** October 2026: the engagement starts on the 5th; work days Monday to Friday; the 6th already has a record. */
const base: Omit<RecordDatePickerProps, "selected" | "onSelectedChange"> = {
  period: { month: 10, year: 2026 },
  frequency: "DAILY",
  engagements: [{ startDate: "2026-10-05", endDate: null, rates: [RATE] }],
  workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
  recordedDates: ["2026-10-06"],
  // The month is over: every allowed day can be picked in bulk.
  today: "2026-10-31",
};

/** The picker with its selection kept, as the fee tab keeps it; every change is also reported. */
function Harness({ onChange, ...props }: Partial<RecordDatePickerProps> & { onChange?: (dates: IsoDate[]) => void }) {
  const [selected, setSelected] = useState<IsoDate[]>([]);
  return (
    <RecordDatePicker
      {...base}
      {...props}
      selected={selected}
      onSelectedChange={(dates) => {
        onChange?.(dates);
        setSelected(dates);
      }}
    />
  );
}

const day = (label: RegExp) => screen.getByRole("button", { name: label }) as HTMLButtonElement;

describe("RecordDatePicker", () => {
  it("starts the week on Sunday", () => {
    const { container } = render(<Harness />);
    const headers = [...container.querySelectorAll("thead th")].map((header) => header.textContent);
    expect(headers[0]).toBe("Su");
    expect(headers[6]).toBe("Sa");
  });

  it("disables days off, days before the engagement and recorded days, and ignores clicks on them", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const saturday = day(/^Saturday, 10 October 2026/);
    const beforeEngagement = day(/^Friday, 2 October 2026/);
    const recorded = day(/^Tuesday, 6 October 2026/);
    for (const button of [saturday, beforeEngagement, recorded]) {
      expect(button.disabled).toBe(true);
      expect(button.getAttribute("aria-disabled")).toBe("true");
      fireEvent.click(button);
    }
    expect(recorded.getAttribute("aria-label")).toBe("Tuesday, 6 October 2026, has a record, not available");
    expect(onChange).not.toHaveBeenCalled();
    const monday = day(/^Monday, 5 October 2026/);
    expect(monday.disabled).toBe(false);
    expect(monday.getAttribute("aria-disabled")).toBeNull();
  });

  it("picks several days for a day rate, and a second click drops one", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(day(/^Wednesday, 7 October 2026/));
    fireEvent.click(day(/^Monday, 5 October 2026/));
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-05", "2026-10-07"]);
    expect(day(/^Monday, 5 October 2026/).getAttribute("aria-label")).toContain("selected");
    expect(screen.getByText("2 days selected.")).toBeTruthy();
    expect(screen.getByRole("grid").getAttribute("aria-multiselectable")).toBe("true");
    fireEvent.click(day(/^Monday, 5 October 2026/));
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-07"]);
  });

  it("selects every allowed work day with the bulk button, and clears them when all are selected", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Select all work days" }));
    const all = onChange.mock.lastCall?.[0] as IsoDate[];
    // Weekdays from the 5th to the 30th, less the recorded 6th.
    expect(all).toHaveLength(19);
    expect(all).not.toContain("2026-10-06");
    expect(all).not.toContain("2026-10-10");
    expect(all[0]).toBe("2026-10-05");
    fireEvent.click(screen.getByRole("button", { name: "Clear all work days" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("takes no day after today in bulk, and clears what it took (#47.9)", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} today="2026-10-14" />);
    fireEvent.click(screen.getByRole("button", { name: "Select all work days" }));
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-05", "2026-10-07", "2026-10-08", "2026-10-09", "2026-10-12", "2026-10-13", "2026-10-14"]);
    fireEvent.click(screen.getByRole("button", { name: "Clear all work days" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    // Later days can still be picked on purpose, one by one or by a shift-click span.
    fireEvent.click(day(/^Monday, 19 October 2026/));
    fireEvent.click(day(/^Wednesday, 21 October 2026/), { shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-19", "2026-10-20", "2026-10-21"]);
  });

  it("in a month still to come, the bulk button is off and says why (#47.9)", () => {
    render(<Harness today="2026-09-20" />);
    const button = screen.getByRole("button", { name: "Select all work days" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "No work day of this month has come yet: pick days one by one to log work ahead.",
    );
  });

  it("selects the allowed days between two clicks with shift-click", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(day(/^Monday, 5 October 2026/));
    fireEvent.click(day(/^Monday, 12 October 2026/), { shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-05", "2026-10-07", "2026-10-08", "2026-10-09", "2026-10-12"]);
  });

  it("logs hours one day at a time: no bulk button, a click replaces the day, recorded days stay open", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} frequency="HOURLY" engagements={[{ startDate: "2026-10-05", endDate: null, rates: [{ frequency: "HOURLY" }] }]} />);
    expect(screen.queryByRole("button", { name: /all work days/ })).toBeNull();
    expect(day(/^Tuesday, 6 October 2026/).disabled).toBe(false);
    fireEvent.click(day(/^Monday, 5 October 2026/));
    fireEvent.click(day(/^Wednesday, 7 October 2026/));
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-07"]);
    fireEvent.click(day(/^Friday, 9 October 2026/), { shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(["2026-10-07"]);
  });

  it("shows the month without picking anything when records cannot change", () => {
    render(<Harness readOnly />);
    expect(screen.queryByRole("button", { name: /October 2026/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Select all work days" })).toBeNull();
    expect(screen.getByRole("grid", { name: "Days of October 2026" })).toBeTruthy();
  });

  it("renders a read-only month as read only: no day greyed out as unavailable, no 'greyed out' legend", () => {
    const { container } = render(<Harness readOnly />);
    expect(container.querySelectorAll("[data-disabled], [aria-disabled='true'], .text-muted-foreground\\/60")).toHaveLength(0);
    expect(screen.queryByText(/Greyed out/)).toBeNull();
    expect(screen.getByText("Read only: no day can be picked in this month now.")).toBeTruthy();
  });

  it("names the month, the days and the selection in German", () => {
    render(<RecordDatePicker {...base} selected={["2026-10-07"]} onSelectedChange={() => undefined} />, { locale: "de-DE" });
    expect(screen.getByRole("grid", { name: "Tage im Oktober 2026" })).toBeTruthy();
    expect(day(/^Mittwoch, 7\. Oktober 2026/)).toBeTruthy();
    expect(screen.getByText("1 Tag ausgewählt: 07. Okt. 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Arbeitstage/ })).toBeTruthy();
  });
});
