// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", async () => (await import("@/tests/support/navigation")).navigationAt("/contractor"));

const { FeaturesProvider } = await import("@/components/providers/features");
const { TimesheetWorkspace } = await import("@/components/contractor/workspace/timesheet-workspace");
const { queryKeys } = await import("@/hooks/query-keys");
const { timesheet } = await import("./timesheet-fixture");

const detail = timesheet();
const COMPLETE = {
  partyType: "PERSON",
  legalName: "Amara Okafor",
  addressLine: "12 Harbour Road",
  postalCode: "8001",
  city: "Zurich",
  countryCode: "CH",
  iban: "CH9300762011623852957",
  bic: "UBSWCHZH80A",
  currency: "EUR",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's billing details (null: none saved yet); every other list the workspace reads is empty. */
function serve(details: Record<string, string> | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/billing-details") {
      const data = details ? { contractorId: detail.contractorId, details, version: 1, updatedAt: "2026-11-01T09:00:00.000000Z" } : null;
      return new Response(JSON.stringify({ data, error: null }), { status: 200 });
    }
    return new Response(JSON.stringify({ data: [], nextCursor: null }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderWorkspace(invoicing: boolean) {
  // The timesheet is in the cache and stays fresh; what the workspace asks the server for besides is served above.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.timesheets.detail(detail.id), detail);
  const engagement = {
    id: detail.projectEngagementId,
    project: detail.project,
    startDate: "2026-01-01",
    endDate: null,
    expensesEligible: true,
    bonusEligible: false,
    hidden: false,
    engagements: detail.engagements,
    timesheets: [{ id: detail.id, status: detail.status, billingPeriod: detail.billingPeriod }],
  };
  const url = {
    projectId: detail.project.id,
    timesheetId: detail.id,
    component: "TIMESHEET" as const,
    selectProject: vi.fn(),
    selectTimesheet: vi.fn(),
    selectComponent: vi.fn(),
    settle: vi.fn(),
  };
  render(
    <QueryClientProvider client={client}>
      <FeaturesProvider value={{ invoicing, expenses: true }}>
        <TimesheetWorkspace engagement={engagement as never} pickable={[engagement as never]} timesheetId={detail.id} url={url as never} today="2026-11-05" />
      </FeaturesProvider>
    </QueryClientProvider>,
  );
}

describe("The billing details checklist on the workspace", () => {
  it("asks for the billing details up front, with a link to the page, until they are saved", async () => {
    serve(null);
    renderWorkspace(true);
    const card = await screen.findByRole("region", { name: "Before your first invoice" });
    const link = screen.getByRole("link", { name: "Add your billing details" });
    expect(card.contains(link)).toBe(true);
    expect(link.getAttribute("href")).toBe("/contractor/billing-details");
  });

  it("is gone once the billing details are complete", async () => {
    const fetchMock = serve(COMPLETE);
    renderWorkspace(true);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/billing-details")).toBe(true));
    await screen.findByRole("tab", { name: /^Fee/ });
    expect(screen.queryByRole("region", { name: "Before your first invoice" })).toBeNull();
  });

  it("asks while a field invoices need is missing", async () => {
    serve({ ...COMPLETE, iban: "" });
    renderWorkspace(true);
    expect(await screen.findByRole("region", { name: "Before your first invoice" })).toBeTruthy();
  });

  it("is not shown, nor asked for, while invoicing is off", async () => {
    const fetchMock = serve(null);
    renderWorkspace(false);
    await screen.findByRole("tab", { name: /^Fee/ });
    expect(screen.queryByRole("region", { name: "Before your first invoice" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/billing-details")).toBe(false);
  });
});
