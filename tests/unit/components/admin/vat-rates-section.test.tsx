// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Configuration } from "@/lib/schemas/configurations";

const save = vi.fn<(variables: unknown) => Promise<unknown>>();
vi.mock("@/hooks/use-configurations", () => ({ useSaveConfiguration: () => ({ mutateAsync: save, isPending: false }) }));
vi.mock("@/components/ui/toast/use-toast", () => ({ toast: vi.fn() }));

const { VatRatesSection } = await import("@/components/admin/settings/vat-rates-section");

beforeEach(() => save.mockReset().mockResolvedValue({}));
afterEach(cleanup);

const entry = (key: string, value: Configuration["value"]): Configuration => ({
  id: `5f0c2d1e-8a7b-4c6d-9e1f-${String(key.length).padStart(12, "0")}`,
  key,
  value,
  description: null,
  problem: null,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
});

/** Each row of the table as its cells' text: country, rate, entry. */
function rows(caption = "VAT rate of domestic invoices per country") {
  const table = screen.getByRole("table", { name: caption });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").slice(0, 3).map((cell) => cell.textContent));
}

describe("Settings: VAT rates", () => {
  it("on a fresh install says domestic invoices carry no VAT, and how to set a rate", () => {
    render(<VatRatesSection entries={[]} countries={["DE", "CH"]} />);
    expect(screen.getByRole("note").textContent).toBe(
      "No VAT rate is configured: domestic invoices carry no VAT. They are issued as not subject to VAT (category O). " +
        'To charge VAT, choose Set rate on the country\'s row and enter its rate, e.g. {"rate":"19","label":"VAT"} for Germany; the row Every other country sets invoices.taxRate for every country without an entry of its own.',
    );
    expect(rows()).toEqual([
      ["Switzerland (CH)", "None: domestic invoices carry no VAT", "—"],
      ["Germany (DE)", "None: domestic invoices carry no VAT", "—"],
      ["Every other country", "None: domestic invoices carry no VAT", "—"],
    ]);
  });

  it("shows which entry gives each country its rate: its own, else the general one", () => {
    const entries = [entry("invoices.taxRate", { rate: "19", label: "VAT" }), entry("invoices.taxRate.CH", { rate: "8.1", label: "MWST" }), entry("invoices.taxRate.IE", { rate: "0" })];
    render(<VatRatesSection entries={[...entries, entry("reminders.firstReminderDay", 3)]} countries={["DE", "CH"]} />);
    expect(screen.queryByRole("note")).toBeNull();
    expect(rows()).toEqual([
      ["Switzerland (CH)", "MWST 8.1%", "invoices.taxRate.CH"],
      ["Germany (DE)", "VAT 19%", "invoices.taxRate"],
      ["Ireland (IE)", "VAT 0% (zero rated)", "invoices.taxRate.IE"],
      ["Every other country", "VAT 19%", "invoices.taxRate"],
    ]);
    // Germany takes the general rate: it is offered one of its own, the others edit theirs.
    expect(screen.getByRole("button", { name: "Set rate for Germany" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit the VAT rate for Switzerland" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit the VAT rate for every other country" })).toBeTruthy();
  });

  it("names the countries left without a rate when only some have one", () => {
    render(<VatRatesSection entries={[entry("invoices.taxRate.DE", { rate: "19" })]} countries={["DE", "FR"]} />);
    expect(screen.getByRole("note").textContent).toContain("No VAT rate is configured for France: domestic invoices there carry no VAT.");
  });

  it("says a stored value that is no tax rate refuses invoices", () => {
    render(<VatRatesSection entries={[entry("invoices.taxRate.DE", 19)]} countries={["DE"]} />);
    expect(rows()[0]).toEqual(["Germany (DE)", "Not a valid tax rate: invoices are refused until it is mended", "invoices.taxRate.DE"]);
  });

  it("opens the configuration form on the country's key with the value's shape, and saves the rate typed", async () => {
    render(<VatRatesSection entries={[]} countries={["DE"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Set rate for Germany" }));
    expect((screen.getByLabelText("Key") as HTMLInputElement).value).toBe("invoices.taxRate.DE");
    const value = screen.getByLabelText("Value (JSON)") as HTMLTextAreaElement;
    expect(value.value).toBe('{"rate":"","label":"VAT"}');
    fireEvent.change(value, { target: { value: '{"rate":"19","label":"VAT"}' } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).toHaveBeenCalledWith({ key: "invoices.taxRate.DE", body: { value: { rate: "19", label: "VAT" }, description: null } });
  });

  it("says it in German under de-DE", () => {
    render(<VatRatesSection entries={[entry("invoices.taxRate.AT", { rate: "20", label: "USt" }), entry("invoices.taxRate.CH", { rate: "8.1", label: "MWST" })]} countries={["DE"]} />, {
      locale: "de-DE",
    });
    expect(screen.getByRole("note").textContent).toContain("Für Deutschland ist kein Umsatzsteuersatz konfiguriert: Inlandsrechnungen dort tragen keine Umsatzsteuer.");
    const table = screen.getByRole("table", { name: "Umsatzsteuersatz der Inlandsrechnungen je Land" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent?.trim())).toEqual(["Land", "Umsatzsteuersatz", "Konfigurationseintrag", expect.any(String)]);
    expect(rows("Umsatzsteuersatz der Inlandsrechnungen je Land")).toEqual([
      ["Österreich (AT)", "USt 20 %", "invoices.taxRate.AT"],
      ["Schweiz (CH)", "MWST 8,1 %", "invoices.taxRate.CH"],
      ["Deutschland (DE)", "Keiner: Inlandsrechnungen tragen keine Umsatzsteuer", "—"],
      ["Alle anderen Länder", "Keiner: Inlandsrechnungen tragen keine Umsatzsteuer", "—"],
    ]);
    expect(screen.getByRole("button", { name: "Satz festlegen für Deutschland" })).toBeTruthy();
  });
});
