// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createColumnsContext } from "@/components/ui/columns-context";

afterEach(cleanup);

const cells = createColumnsContext<{ label: string }>("example");
function Cell() {
  return <span>{cells.use().label}</span>;
}

describe("createColumnsContext", () => {
  it("hands the cells the nearest Provider's value", () => {
    render(
      <cells.Provider value={{ label: "from the table" }}>
        <Cell />
      </cells.Provider>,
    );
    expect(screen.getByText("from the table")).toBeTruthy();
  });

  it("names the table when a cell is rendered without its Provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Cell />)).toThrow("The example columns are rendered inside their cell Provider.");
    vi.restoreAllMocks();
  });
});
