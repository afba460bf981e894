// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/admin/projects/p1",
}));

const { ProjectEngagements } = await import("@/components/admin/projects/project-engagements");

afterEach(cleanup);

const person: ProjectContractor = {
  id: "e1111111-1111-4111-8111-111111111111",
  contractor: { id: "a1111111-1111-4111-8111-111111111111", name: "Lukas Berger", email: "lukas@example.com", active: true },
  startDate: "2026-01-01",
  endDate: null,
  expensesEligible: true,
  bonusEligible: false,
  engagements: [],
  timesheetsCount: 0,
  version: 1,
};

function renderEngagements(hasCandidates: boolean, locale?: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectEngagements projectId="p1111111-1111-4111-8111-111111111111" people={[person]} hasCandidates={hasCandidates} defaultStart="2026-01-01" />
    </QueryClientProvider>,
    { locale },
  );
}

describe("ProjectEngagements: Add contractor when nobody is left to add (#47.9)", () => {
  it("says beside the disabled button why it is off, and where to invite someone", () => {
    renderEngagements(false);
    const button = screen.getByRole("button", { name: "Add contractor" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Everyone invited is on this project already: invite another contractor under Users to add them here.");
    expect(screen.getByRole("link", { name: "invite another contractor under Users" }).getAttribute("href")).toBe("/admin/contractors");
  });

  it("says it in German too", () => {
    renderEngagements(false, "de-DE");
    expect(screen.getByText(/Alle Eingeladenen sind schon in diesem Projekt/)).toBeTruthy();
  });

  it("says nothing of the kind while someone can be added", () => {
    renderEngagements(true);
    const button = screen.getByRole("button", { name: "Add contractor" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(/Everyone invited/)).toBeNull();
  });
});
