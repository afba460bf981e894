// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Configuration } from "@/lib/schemas/configurations";

const save = vi.fn<(variables: unknown) => Promise<unknown>>();
vi.mock("@/hooks/use-configurations", () => ({ useSaveConfiguration: () => ({ mutateAsync: save, isPending: false }) }));
vi.mock("@/components/ui/toast/use-toast", () => ({ toast: vi.fn() }));

const { ConfigurationFormDialog } = await import("@/components/admin/settings/configuration-form-dialog");

beforeEach(() => save.mockReset().mockResolvedValue({}));
afterEach(cleanup);

const entry: Configuration = {
  id: "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f",
  key: "reminders.firstReminderDay",
  value: 3,
  description: "Day of the following month the first reminder goes out.",
  problem: null,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
};

function openEdit() {
  render(<ConfigurationFormDialog entry={entry} trigger={<button type="button">Edit</button>} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
  return screen.getByLabelText("Value (JSON)");
}

describe("the configuration entry form", () => {
  it("says a value that is not JSON must be JSON, on the field, and sends nothing", async () => {
    const value = openEdit();
    fireEvent.change(value, { target: { value: "five" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const message = screen.getByText("value must be JSON (a number, text, true/false, a list or an object).");
    expect(value.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.queryByText("Invalid input")).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the parsed value once it is JSON", async () => {
    const value = openEdit();
    fireEvent.change(value, { target: { value: "5" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).toHaveBeenCalledWith({ key: entry.key, body: { value: 5, description: entry.description } });
  });
});
