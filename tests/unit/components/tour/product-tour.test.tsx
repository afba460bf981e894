// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductTour, TOUR_STEPS } from "@/components/contractor/tour/product-tour";
import en from "@/messages/en";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

function user(productTours: Record<string, boolean>) {
  return {
    id: "u1",
    name: "Grace",
    email: "grace@example.com",
    role: "SUBCONTRACTOR",
    contractor: { id: "7d2c3c1e-1111-4aaa-8bbb-000000000001", workingDays: ["MONDAY"], status: "REGISTERED", productTours, version: 1, projects: [] },
  };
}

function serve(productTours: Record<string, boolean>, locale = "en-GB") {
  const calls: { method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    const tours = method === "PUT" ? { ...productTours, ...(body as { productTours: Record<string, boolean> }).productTours } : productTours;
    return jsonResponse({ data: user(tours) });
  });
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductTour />
    </QueryClientProvider>,
    { locale },
  );
  return calls;
}

describe("ProductTour", () => {
  it("opens on the first visit, steps through project, period, records, components and settle, and saves it as seen", async () => {
    const calls = serve({});
    const dialog = await screen.findByRole("dialog", { name: "Your project" });
    expect(document.activeElement).toBe(dialog);
    expect(TOUR_STEPS.map((step) => en.contractor.tour.steps[step].title)).toEqual(["Your project", "The billing period", "Records", "Components", "Settle"]);
    // Keyboard: the arrows step, and the buttons are real buttons.
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(screen.getByRole("dialog", { name: "The billing period" })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(screen.getByRole("dialog", { name: "Your project" })).toBeTruthy();
    for (let i = 0; i < TOUR_STEPS.length - 1; i++) fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText(`Tour, step ${TOUR_STEPS.length} of ${TOUR_STEPS.length}`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Done" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([{ method: "PUT", body: { productTours: { workspace: true } } }]);
  });

  it("is skipped with Escape (or Skip tour), saved as seen", async () => {
    const calls = serve({ other: true });
    const dialog = await screen.findByRole("dialog", { name: "Your project" });
    await act(async () => fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.at(-1)).toEqual({ method: "PUT", body: { productTours: { workspace: true } } });
  });

  it("leaves the focus where the person put it when it opens after they started using the page", async () => {
    const button = document.createElement("button");
    button.textContent = "User menu";
    document.body.append(button);
    button.focus();
    serve({});
    await screen.findByRole("dialog", { name: "Your project" });
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("stays closed once seen", async () => {
    const calls = serve({ workspace: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("speaks German", async () => {
    serve({}, "de-DE");
    expect(await screen.findByRole("dialog", { name: "Ihr Projekt" })).toBeTruthy();
    expect(screen.getByText("Tour, Schritt 1 von 5")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tour überspringen" })).toBeTruthy();
  });
});
