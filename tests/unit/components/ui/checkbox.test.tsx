// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox, CheckboxGroup } from "@/components/ui/checkbox";

afterEach(cleanup);

describe("Checkbox", () => {
  it("reports the new state and shows a partial selection as indeterminate", () => {
    const changed = vi.fn();
    render(<Checkbox aria-label="Select every row" checked={false} indeterminate onCheckedChange={changed} />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Select every row" });
    expect(box.indeterminate).toBe(true);
    fireEvent.click(box);
    expect(changed).toHaveBeenCalledWith(true);
  });
});

describe("CheckboxGroup", () => {
  it("keeps the options' order whatever the click order, and names short labels for screen readers", () => {
    const changed = vi.fn();
    render(
      <CheckboxGroup
        legend="Working days"
        look="chips"
        options={["MONDAY", "TUESDAY", "WEDNESDAY"] as const}
        value={["WEDNESDAY"]}
        onChange={changed}
        labelOf={(day) => ({ shown: day.slice(0, 3), name: day.toLowerCase() })}
        error="Pick at least one day."
        errorId="days-error"
      />,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "monday" }));
    expect(changed).toHaveBeenCalledWith(["MONDAY", "WEDNESDAY"]);
    const group = screen.getByRole("group", { name: "Working days" });
    expect(group.getAttribute("aria-describedby")).toBe("days-error");
    expect(document.getElementById("days-error")?.textContent).toBe("Pick at least one day.");
  });
});
