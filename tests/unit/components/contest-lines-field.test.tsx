// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContestLinesField } from "@/components/timesheet/contest-lines-field";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const lines = [{ id: "r1", date: "2026-11-05", description: "Relay review" }];

describe("ContestLinesField", () => {
  it("names the lines with their dates, in English and in German", () => {
    const { unmount } = render(<ContestLinesField component="TIMESHEET" lines={lines} marked={{ r1: "" }} onChange={vi.fn()} errors={{}} />);
    expect(screen.getByText("Contest single records (optional)")).toBeTruthy();
    expect(screen.getByLabelText("Reason for 05 Nov 2026 · Relay review")).toBeTruthy();
    unmount();
    render(<ContestLinesField component="EXPENSES" lines={lines} marked={{ r1: "" }} onChange={vi.fn()} errors={{}} />, { locale: "de-DE" });
    expect(screen.getByText("Einzelne Auslagen beanstanden (optional)")).toBeTruthy();
    expect(screen.getByLabelText("Begründung für 05. Nov. 2026 · Relay review")).toBeTruthy();
    expect(screen.getByText("1 markiert")).toBeTruthy();
  });
});
