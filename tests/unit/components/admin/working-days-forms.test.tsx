// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WEEKDAYS } from "@/lib/domain/reference";
import { enumLabel } from "@/lib/format/labels";

const updateContractor = vi.fn<(body: unknown) => Promise<unknown>>();
const inviteContractor = vi.fn<(body: unknown) => Promise<unknown>>();
vi.mock("@/hooks/use-contractors", () => ({
  useUpdateContractor: () => ({ mutateAsync: updateContractor, isPending: false }),
  useInviteContractor: () => ({ mutateAsync: inviteContractor, isPending: false }),
}));

const { WorkingDaysDialog } = await import("@/components/admin/contractors/working-days-dialog");
const { InviteContractorDialog } = await import("@/components/admin/contractors/invite-contractor-dialog");

beforeEach(() => {
  updateContractor.mockReset();
  inviteContractor.mockReset();
});
afterEach(cleanup);

/** Unticks every working day the picker shows ticked. */
function untickAll() {
  for (const day of WEEKDAYS) {
    const box = screen.getByRole("checkbox", { name: enumLabel(day) }) as HTMLInputElement;
    if (box.checked) fireEvent.click(box);
  }
}

describe("an administrator's working days", () => {
  it("cannot be emptied in the edit dialog: the profile's words, nothing sent", async () => {
    render(<WorkingDaysDialog contractor={{ id: "c1", name: "Amara Okafor", workingDays: ["MONDAY", "TUESDAY"], version: 4 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit working days of Amara Okafor" }));
    untickAll();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save working days" })));
    expect(screen.getByText("Choose at least one work day.")).toBeTruthy();
    expect(updateContractor).not.toHaveBeenCalled();
  });

  it("cannot be emptied when inviting: the profile's words, nothing sent", async () => {
    render(<InviteContractorDialog />);
    fireEvent.click(screen.getByRole("button", { name: "Invite contractor" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Nobody Works" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nobody@example.com" } });
    untickAll();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send invitation" })));
    expect(screen.getByText("Choose at least one work day.")).toBeTruthy();
    expect(inviteContractor).not.toHaveBeenCalled();
  });

  it("speaks German under de-DE: the dialog, the day names and the button", async () => {
    render(<WorkingDaysDialog contractor={{ id: "c1", name: "Amara Okafor", workingDays: ["MONDAY"], version: 4 }} />, { locale: "de-DE" });
    fireEvent.click(screen.getByRole("button", { name: "Arbeitstage von Amara Okafor bearbeiten" }));
    expect(screen.getByRole("heading", { name: "Arbeitstage von Amara Okafor" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Montag" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Arbeitstage speichern" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
  });
});
