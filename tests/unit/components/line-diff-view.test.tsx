// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { LineDiffSection } from "@/components/timesheet/line-diff-view";
import { LINE_DIFF_EXAMPLE } from "@/lib/schemas/line-review";

afterEach(cleanup);

describe("LineDiffSection", () => {
  it("shows the totals before and after, each contested line's outcome, and the changes old → new", () => {
    render(<LineDiffSection diff={LINE_DIFF_EXAMPLE} />);
    const section = screen.getByRole("region", { name: "Fee: what changed since the previous submission" });
    expect(section.textContent).toContain("Total before");
    expect(section.textContent).toContain("16,800.00");
    expect(section.textContent).toContain("16,400.00");
    expect(section.querySelector('[data-outcome="UNCHANGED"]')?.textContent).toContain("Not changed: 2026-10-05 · Substation survey");
    expect(section.querySelector('[data-outcome="CHANGED"]')?.textContent).toContain("Half a day, not a full day.");
    const table = within(section).getByRole("table", { name: "Fee: lines added, removed and changed" });
    expect(table.textContent).toContain("Time: 1.00 → 0.50; Amount: 800.00 → 400.00");
  });

  it("says so when nothing changed, and shows nothing for a first submission", () => {
    const { rerender } = render(<LineDiffSection diff={{ ...LINE_DIFF_EXAMPLE, changed: [] }} />);
    expect(screen.getByText("No line was added, removed or changed.")).toBeTruthy();
    rerender(<LineDiffSection diff={{ ...LINE_DIFF_EXAMPLE, previous: null }} />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("says what changed in German", () => {
    render(<LineDiffSection diff={LINE_DIFF_EXAMPLE} />, { locale: "de-DE" });
    expect(screen.getByText("Summe vorher")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Änderung/ })).toBeTruthy();
  });
});
