// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { render } from "@/tests/support/render";

const setBonus = vi.fn<(body: unknown) => Promise<unknown>>();
const createLink = vi.fn<(body: unknown) => Promise<{ url: string }>>();
vi.mock("@/hooks/use-admin-timesheet-actions", () => ({
  useSetBonus: () => ({ mutateAsync: setBonus, isPending: false }),
  useCreateReviewLink: () => ({ mutateAsync: createLink, isPending: false }),
  useProjectReviewers: () => ({ isPending: false, data: [{ id: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c8", name: "Jonas Brandt", email: "jonas@example.com" }] }),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const toast = vi.fn();
vi.mock("@/components/ui/toast", () => ({ toast }));

const { BonusAmountForm } = await import("@/components/admin/timesheets/detail/bonus-amount-form");
const { ContestDialog } = await import("@/components/admin/timesheets/detail/contest-dialog");
const { CreateReviewLinkForm } = await import("@/components/admin/timesheets/detail/create-review-link-form");
const { ApiError } = await import("@/lib/api-client");

beforeEach(() => {
  setBonus.mockReset();
  createLink.mockReset();
  toast.mockReset();
});
afterEach(cleanup);

const sheet = { id: "t1", status: "IN_PROGRESS", bonusStatus: "INITIALIZED", bonusAmount: null, bonusNote: null, version: 7 } as unknown as TimesheetDetail;

describe("BonusAmountForm", () => {
  it("shows the route's message under the amount and sends nothing", async () => {
    render(<BonusAmountForm timesheet={sheet} currency="EUR" />);
    const amount = screen.getByLabelText("Bonus amount (EUR)");
    fireEvent.change(amount, { target: { value: "12.345" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save bonus" })));
    expect(screen.getByText("The bonus amount must be a positive number with at most 2 decimals.").id).toBe(amount.getAttribute("aria-describedby"));
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(setBonus).not.toHaveBeenCalled();
  });

  it("sends the parsed body: amount and note trimmed, an empty note as null, the version read", async () => {
    setBonus.mockResolvedValue({});
    render(<BonusAmountForm timesheet={sheet} currency="EUR" />);
    fireEvent.change(screen.getByLabelText("Bonus amount (EUR)"), { target: { value: " 2500 " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save bonus" })));
    expect(setBonus).toHaveBeenCalledWith({ amount: "2500", note: null, version: 7 });
    expect(toast).toHaveBeenCalledWith({ title: "Bonus amount saved" });
  });

  it("clears with nulls", async () => {
    setBonus.mockResolvedValue({});
    render(<BonusAmountForm timesheet={{ ...sheet, bonusAmount: "100.00", bonusNote: "Well done" }} currency="EUR" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear" })));
    expect(setBonus).toHaveBeenCalledWith({ amount: null, note: null, version: 7 });
    expect((screen.getByLabelText("Bonus amount (EUR)") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Note for the contractor (optional)") as HTMLInputElement).value).toBe("");
  });

  it("takes an amount on a submitted month whose bonus nobody claimed yet", () => {
    render(<BonusAmountForm timesheet={{ ...sheet, status: "SUBMITTED", bonusStatus: "ELIGIBLE" } as TimesheetDetail} currency="EUR" />);
    expect((screen.getByLabelText("Bonus amount (EUR)") as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Save bonus" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("points a locked amount at its reason", () => {
    render(<BonusAmountForm timesheet={{ ...sheet, bonusStatus: "APPROVED" } as TimesheetDetail} currency="EUR" />);
    const amount = screen.getByLabelText("Bonus amount (EUR)") as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(document.getElementById(amount.getAttribute("aria-describedby") ?? "")?.textContent).toBeTruthy();
  });
});

describe("BonusAmountForm in German", () => {
  it("labels the form in German and reads the amount with a decimal comma", async () => {
    setBonus.mockResolvedValue({});
    render(<BonusAmountForm timesheet={sheet} currency="EUR" />, { locale: "de-DE" });
    fireEvent.change(screen.getByLabelText("Bonusbetrag (EUR)"), { target: { value: "1.500,50" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Bonus speichern" })));
    expect(setBonus).toHaveBeenCalledWith({ amount: "1500.50", note: null, version: 7 });
    expect(toast).toHaveBeenCalledWith({ title: "Bonusbetrag gespeichert" });
  });
});

describe("ContestDialog", () => {
  it("asks for a reason in the route's words, then contests with it trimmed and closes", async () => {
    const onContest = vi.fn(async () => true);
    render(<ContestDialog component="EXPENSES" disabled={false} onContest={onContest} />);
    fireEvent.click(screen.getByRole("button", { name: "Contest" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Contest expenses" })));
    const reason = screen.getByLabelText("Reason");
    // Described by the error and by the character count.
    expect(reason.getAttribute("aria-describedby")?.split(" ")).toEqual([screen.getByText("Give a reason for contesting.").id, `${reason.id}-count`]);
    expect(onContest).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: "  Receipt missing  " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Contest expenses" })));
    expect(onContest).toHaveBeenCalledWith("Receipt missing", []);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks single lines, each with its own reason judged by the route's schema, and sends them", async () => {
    const onContest = vi.fn(async () => true);
    const lines = {
      component: "EXPENSES" as const,
      items: [
        { id: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c1", date: "2026-10-05", description: "Taxi", amount: "€73.80" },
        { id: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c2", date: "2026-10-06", description: "Hotel", amount: "€156.74" },
      ],
    };
    render(<ContestDialog component="EXPENSES" disabled={false} lines={lines} onContest={onContest} />);
    fireEvent.click(screen.getByRole("button", { name: "Contest" }));
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Receipts" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Hotel/ }));
    const lineReason = screen.getByLabelText(/^Reason for .*Hotel/);
    // An empty line reason is refused on the line, and nothing is sent.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Contest expenses" })));
    expect(onContest).not.toHaveBeenCalled();
    expect(screen.getByText("Give a reason for the contested line.")).toBeTruthy();
    expect(lineReason.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(lineReason, { target: { value: " No receipt " } });
    // The long-text counter shows the line's limit.
    expect(screen.getByText(/\/ 500/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Contest expenses" })));
    expect(onContest).toHaveBeenCalledWith("Receipts", [{ expenseId: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c2", reason: "No receipt" }]);
  });

  it("keeps the reason when the contest did not go through", async () => {
    render(<ContestDialog component="TIMESHEET" disabled={false} onContest={async () => false} />);
    fireEvent.click(screen.getByRole("button", { name: "Contest" }));
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Two days twice" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Contest fee" })));
    expect((screen.getByLabelText("Reason") as HTMLTextAreaElement).value).toBe("Two days twice");
  });
});

describe("ContestDialog in German", () => {
  it("names the component in German", () => {
    render(<ContestDialog component="EXPENSES" disabled={false} onContest={async () => true} />, { locale: "de-DE" });
    fireEvent.click(screen.getByRole("button", { name: "Beanstanden" }));
    expect(screen.getByRole("heading", { name: "Auslagen beanstanden" })).toBeTruthy();
    expect(screen.getByLabelText("Begründung")).toBeTruthy();
  });
});

describe("CreateReviewLinkForm", () => {
  it("judges the days with the route's schema and sends nothing", async () => {
    render(<CreateReviewLinkForm timesheetId="t1" projectId="p1" />);
    const days = screen.getByLabelText("Valid for (days)");
    fireEvent.change(days, { target: { value: "0" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create review link" })));
    expect(screen.getByText("A review link is valid for at least 1 day.").id).toBe(days.getAttribute("aria-describedby"));
    expect(createLink).not.toHaveBeenCalled();
  });

  it("asks for the days in words a person understands when the field is empty", async () => {
    render(<CreateReviewLinkForm timesheetId="t1" projectId="p1" />);
    fireEvent.change(screen.getByLabelText("Valid for (days)"), { target: { value: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create review link" })));
    expect(screen.getByText("Enter the number of days the link stays valid, as a whole number.")).toBeTruthy();
    expect(createLink).not.toHaveBeenCalled();
  });

  it("creates the link for the chosen reviewer and shows its URL once", async () => {
    createLink.mockResolvedValue({ url: "https://settle.example/review/abc" });
    render(<CreateReviewLinkForm timesheetId="t1" projectId="p1" />);
    fireEvent.change(screen.getByLabelText("Reviewer"), { target: { value: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c8" } });
    fireEvent.change(screen.getByLabelText("Valid for (days)"), { target: { value: "7" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create review link" })));
    expect(createLink).toHaveBeenCalledWith({ reviewerId: "8a6e0804-2bd0-4672-b79a-d4d54f3cd4c8", expiresInDays: 7 });
    expect((screen.getByTestId("review-link-url") as HTMLInputElement).value).toBe("https://settle.example/review/abc");
  });

  it("shows the server's refusal as the form's message", async () => {
    createLink.mockRejectedValue(new ApiError(409, "CONFLICT", "The timesheet is not submitted."));
    render(<CreateReviewLinkForm timesheetId="t1" projectId="p1" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create review link" })));
    expect(screen.getByRole("alert").textContent).toBe("The timesheet is not submitted.");
  });
});
