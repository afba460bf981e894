// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NeedsAttention } from "@/components/admin/dashboard/needs-attention";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const row = (i: number) => ({
  id: `t${i}`,
  contractorName: `Contractor ${i}`,
  projectName: "Fleet Analytics",
  billingPeriod: { month: 10, year: 2026 },
  status: "DUE" as const,
  flagged: false,
});

describe("NeedsAttention", () => {
  it("shows the group's whole count and links to the search when only its first rows were sent", () => {
    render(<NeedsAttention groups={[{ status: "DUE", count: 25, timesheets: Array.from({ length: 10 }, (_, i) => row(i)) }]} />);
    const table = screen.getByRole("table", { name: "Due" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("25")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All due timesheets" }).getAttribute("href")).toBe("/admin/timesheets?status=DUE");
  });

  it("states the order of the rows: oldest first, by month then by last change", () => {
    render(<NeedsAttention groups={[{ status: "DUE", count: 1, timesheets: [row(1)] }]} />);
    expect(screen.getByText(/oldest first \(by month, then by last change\)/)).toBeTruthy();
  });

  it("offers no link when every row of the group is shown", () => {
    render(<NeedsAttention groups={[{ status: "DUE", count: 2, timesheets: [row(1), row(2)] }]} />);
    expect(screen.queryByRole("link", { name: /All due/ })).toBeNull();
  });

  it("says so when nothing needs attention", () => {
    render(<NeedsAttention groups={[]} />);
    expect(screen.getByText("Nothing needs attention")).toBeTruthy();
  });

  it("names the month of each row in the reader's language", () => {
    render(<NeedsAttention groups={[{ status: "DUE", count: 25, timesheets: [row(1)] }]} />);
    expect(screen.getByRole("cell", { name: "October 2026" })).toBeTruthy();
  });

  it("speaks German under de-DE", () => {
    render(<NeedsAttention groups={[{ status: "DUE", count: 25, timesheets: [row(1)] }]} />, { locale: "de-DE" });
    expect(screen.getByRole("heading", { name: "Zu erledigen" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Auftragnehmer/ })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Oktober 2026" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alle fälligen Stundennachweise" })).toBeTruthy();
  });
});
