// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContractorEngagements } from "@/components/admin/contractors/contractor-engagements";
import { ContractorProfile } from "@/components/admin/contractors/contractor-profile";
import type { ContractorDetails } from "@/lib/schemas/contractors";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const details = {
  contractor: {
    id: "a1111111-1111-4111-8111-111111111111",
    userId: "b1111111-1111-4111-8111-111111111111",
    name: "Amara Okafor",
    email: "amara@example.com",
    status: "INVITED",
    workingDays: ["MONDAY", "TUESDAY"],
    active: false,
    countryCode: "DE",
    partyType: null,
    vatCategoryOverride: null,
    projects: [],
    lastActivityAt: null,
    version: 1,
    productTours: {},
    createdAt: "2026-11-02T09:00:00.000000Z",
    updatedAt: "2026-11-02T09:00:00.000000Z",
  },
  billingDetails: { data: { legalName: "Amara Okafor", iban: "DE89370400440532013000" }, updatedAt: "2026-11-02T09:00:00.000000Z", version: 1 },
  invitation: { state: "PENDING", sentAt: "2026-11-02T09:00:00.000000Z", expiresAt: "2026-11-09T09:00:00.000000Z" },
  engagements: [
    {
      id: "c1111111-1111-4111-8111-111111111111",
      project: { id: "d1111111-1111-4111-8111-111111111111", name: "Grid Modernisation", client: { id: "e1111111-1111-4111-8111-111111111111", name: "Nordlicht Energie" }, archived: false },
      startDate: "2026-01-01",
      endDate: null,
      expensesEligible: true,
      bonusEligible: false,
      engagements: [
        {
          id: "f1111111-1111-4111-8111-111111111111",
          startDate: "2026-01-01",
          endDate: null,
          rates: [{ id: "01111111-1111-4111-8111-111111111111", frequency: "DAILY", amount: "850.00", currency: "EUR" }],
        },
      ],
    },
  ],
  timesheets: { total: 0, byStatus: {}, recent: [] },
} as unknown as ContractorDetails;

describe("A contractor's page", () => {
  it("reads the profile in English as the specification writes it", () => {
    render(<ContractorProfile details={details} timeZone="Europe/Zurich" />);
    expect(screen.getByText("Working days").nextElementSibling?.textContent).toBe("Mon Tue");
    expect(screen.getByText("Last activity").nextElementSibling?.textContent).toBe("Never");
    expect(screen.getByText("Invitation").nextElementSibling?.textContent).toBe("sent 02 Nov 2026, 10:00, waiting to be used (expires 09 Nov 2026, 10:00)");
    expect(screen.getByText("Legal name")).toBeTruthy();
  });

  it("reads the profile and the rates in German under de-DE", () => {
    render(
      <>
        <ContractorProfile details={details} timeZone="Europe/Zurich" />
        <ContractorEngagements engagements={details.engagements} />
      </>,
      { locale: "de-DE" },
    );
    expect(screen.getByText("Arbeitstage").nextElementSibling?.textContent).toBe("Mo Di");
    expect(screen.getByText("Land").nextElementSibling?.textContent).toBe("Deutschland");
    expect(screen.getByText("Eingeladen")).toBeTruthy();
    expect(screen.getByText("Deaktiviert")).toBeTruthy();
    expect(screen.getByText("Rechnungsdaten")).toBeTruthy();
    expect(screen.getByText("IBAN")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Einsätze" }).textContent).toMatch(/850,00\s€ pro Tag \(01\. Jan\. 2026 – laufend\)/);
  });
});
