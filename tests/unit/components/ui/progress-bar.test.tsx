// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProgressBar } from "@/components/ui/progress-bar";

afterEach(cleanup);

const bar = (value: number, announce?: boolean) => (
  <ProgressBar value={value} max={5000} label="Exporting timesheets-2026-10.xlsx" valueText={`${value.toLocaleString("en-US")} of 5,000 timesheets`} announce={announce} />
);

describe("ProgressBar", () => {
  it("is a progressbar with its value, maximum and value in words", () => {
    render(bar(1240));
    const progress = screen.getByRole("progressbar", { name: "Exporting timesheets-2026-10.xlsx" });
    expect(progress.getAttribute("aria-valuenow")).toBe("1240");
    expect(progress.getAttribute("aria-valuemin")).toBe("0");
    expect(progress.getAttribute("aria-valuemax")).toBe("5000");
    expect(progress.getAttribute("aria-valuetext")).toBe("1,240 of 5,000 timesheets");
  });

  it("announces politely at each tenth of the way, not at every change", () => {
    const { rerender } = render(bar(0));
    const live = screen.getByRole("status");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.textContent).toBe("");
    rerender(bar(100));
    rerender(bar(400));
    expect(live.textContent).toBe("");
    rerender(bar(520));
    expect(live.textContent).toBe("Exporting timesheets-2026-10.xlsx: 520 of 5,000 timesheets");
    rerender(bar(900));
    expect(live.textContent).toBe("Exporting timesheets-2026-10.xlsx: 520 of 5,000 timesheets");
    rerender(bar(1000));
    expect(live.textContent).toBe("Exporting timesheets-2026-10.xlsx: 1,000 of 5,000 timesheets");
    rerender(bar(5000));
    expect(live.textContent).toBe("Exporting timesheets-2026-10.xlsx: 5,000 of 5,000 timesheets");
  });

  it("stays silent where another bar already speaks", () => {
    render(bar(2500, false));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
