// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewLinkListItem } from "@/lib/schemas/reviews";

const link: ReviewLinkListItem = {
  id: "c1111111-1111-4111-8111-111111111111",
  timesheetId: "11111111-1111-4111-8111-111111111111",
  reviewerId: "d1111111-1111-4111-8111-111111111111",
  reviewerName: "Jonas Brandt",
  createdAt: "2026-11-02T09:00:00.000000Z",
  expiresAt: "2026-11-16T09:00:00.000000Z",
  revokedAt: null,
  status: "ACTIVE",
  decisions: 0,
};
const links = { isPending: false, isError: false, data: [link] };
const revoke = { mutateAsync: vi.fn(async () => undefined), isPending: false };
vi.mock("@/hooks/use-admin-timesheet-actions", () => ({ useReviewLinks: () => links, useRevokeReviewLink: () => revoke }));
vi.mock("@/components/ui/toast", () => ({ toast: vi.fn() }));

const { ReviewLinkList } = await import("@/components/admin/timesheets/detail/review-link-list");

afterEach(cleanup);

describe("ReviewLinkList", () => {
  it("keeps a revoke confirmation open while the links are refetched", () => {
    const { rerender } = render(<ReviewLinkList timesheetId={link.timesheetId} timeZone="Europe/Zurich" />);
    const row = screen.getByTestId("review-link-row");
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "Jonas Brandt",
      expect.stringContaining("2026"),
      expect.stringContaining("2026"),
      "Active",
      "Revoke",
    ]);
    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    expect(screen.getByRole("alertdialog", { name: "Revoke the review link of Jonas Brandt?" })).toBeTruthy();
    // The list is read again (the timesheet changed meanwhile): a new array of the same links.
    links.data = [{ ...link }];
    act(() => rerender(<ReviewLinkList timesheetId={link.timesheetId} timeZone="Europe/Zurich" />));
    expect(screen.getByRole("alertdialog", { name: "Revoke the review link of Jonas Brandt?" })).toBeTruthy();
  });
  it("speaks German under de-DE", () => {
    links.data = [{ ...link, decisions: 2 }];
    render(<ReviewLinkList timesheetId={link.timesheetId} timeZone="Europe/Zurich" />, { locale: "de-DE" });
    const row = screen.getByTestId("review-link-row");
    expect(within(row).getByText("Aktiv")).toBeTruthy();
    expect(within(row).getByText("2 Entscheidung(en)")).toBeTruthy();
    expect(within(row).getAllByRole("cell")[1]!.textContent).toBe("02. Nov. 2026, 10:00");
    fireEvent.click(within(row).getByRole("button", { name: "Widerrufen" }));
    expect(screen.getByRole("alertdialog", { name: "Prüflink von Jonas Brandt widerrufen?" })).toBeTruthy();
  });
});
