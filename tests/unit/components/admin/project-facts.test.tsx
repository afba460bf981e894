// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProjectFacts, type ProjectFactsProps } from "@/components/admin/projects/project-facts";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const facts: ProjectFactsProps = {
  clientName: "Northwind Energy",
  clientCountryCode: "DE",
  invoicingEntityName: null,
  clientInvoicingEntityName: null,
  startDate: "2026-01-01",
  endDate: null,
  description: null,
  reviewers: null,
};

const invoicedBy = () => screen.getByText("Invoiced by").nextElementSibling?.textContent;

describe("ProjectFacts: Invoiced by", () => {
  it("names the client's invoicing entity when the project has none of its own", () => {
    render(<ProjectFacts {...facts} clientInvoicingEntityName="Settle Consulting GmbH" />);
    expect(invoicedBy()).toBe("Settle Consulting GmbH (the client's)");
  });

  it("names the project's own entity first, and a dash only when neither has one", () => {
    render(<ProjectFacts {...facts} invoicingEntityName="Settle Services AG" clientInvoicingEntityName="Settle Consulting GmbH" />);
    expect(invoicedBy()).toBe("Settle Services AG");
    cleanup();
    render(<ProjectFacts {...facts} />);
    expect(invoicedBy()).toBe("—");
  });

  it("says it in German under de-DE", () => {
    render(<ProjectFacts {...facts} clientInvoicingEntityName="Settle Consulting GmbH" />, { locale: "de-DE" });
    expect(screen.getByText("Abgerechnet über").nextElementSibling?.textContent).toBe("Settle Consulting GmbH (des Kunden)");
    expect(screen.getByText("Zeitraum").nextElementSibling?.textContent).toBe("01. Jan. 2026 – laufend");
  });
});
