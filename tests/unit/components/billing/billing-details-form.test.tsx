// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingDetailsForm } from "@/components/contractor/billing/billing-details-form";
import { NETWORK_MESSAGES, REQUEST_TIMEOUTS_MS } from "@/lib/api-client";
import type { BillingDetailsView } from "@/lib/schemas/billing-details";
import { recordTimeouts } from "@/tests/support/timeouts";

/** The timeouts asked for, as the calls pass them to AbortSignal.timeout. */
const timeouts = recordTimeouts();

const onServer: BillingDetailsView = {
  contractorId: "41111111-1111-4111-8111-111111111111",
  details: {
    partyType: "PERSON",
    legalName: "Lukas Berger",
    addressLine: "Invalidenstraße 12",
    postalCode: "10115",
    city: "Berlin",
    countryCode: "DE",
    iban: "DE89370400440532013000",
    bic: "DEUTDEFF",
    currency: "EUR",
  },
  version: 4,
  updatedAt: "2026-11-05T10:00:00.000000Z",
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("BillingDetailsForm: a save with no answer in time", () => {
  it("waits REQUEST_TIMEOUTS_MS.billingDetailsSave, then reads the server's details again and shows them", async () => {
    // The save lands on the server but its answer never arrives; the re-read answers.
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
      }
      return new Response(JSON.stringify({ data: onServer, error: null }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BillingDetailsForm current={null} redirectUrl={null} />
      </QueryClientProvider>,
    );
    fill("Legal name", "Lukas Berger");
    fill("Address", "Invalidenstraße 12");
    fill("Postal code", "10115");
    fill("City", "Berlin");
    fill("Country", "DE");
    fill("IBAN", "DE89 3704 0044 0532 0130 00");
    fill("BIC", "DEUTDEFF");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save billing details" })));
    // The form says so once the save has given up (and, after a timeout, read the details again).
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(NETWORK_MESSAGES.writeTimeout));

    expect(timeouts[0]).toBe(REQUEST_TIMEOUTS_MS.billingDetailsSave);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`)).toEqual(["POST /api/billing-details", "GET /api/billing-details"]);
    expect(screen.getByRole("alert").textContent).toBe(NETWORK_MESSAGES.writeTimeout);
    // The form now holds what the server has, IBAN as stored.
    expect((screen.getByLabelText("IBAN") as HTMLInputElement).value).toBe("DE89370400440532013000");

    // Saving again sends the version the server has, so it is not refused as stale.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: { ...onServer, version: 5 }, error: null }), { status: 200 }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save billing details" })));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(3));
    const resent = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(String(resent[1]?.body))).toMatchObject({ version: 4, legalName: "Lukas Berger" });
  });
});
