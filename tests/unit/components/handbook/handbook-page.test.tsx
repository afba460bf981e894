// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/tests/support/render";
import { serverLocale } from "@/tests/support/server-translations";

vi.mock("next-intl/server", () => import("@/tests/support/server-translations"));

const { default: HandbookPage, generateMetadata } = await import("@/app/handbook/page");

afterEach(cleanup);

async function renderHandbook(tag: string) {
  serverLocale.current = tag;
  render(await HandbookPage(), { locale: tag });
}

describe("the contractor handbook", () => {
  it("keeps its English, rich text and status words", async () => {
    await renderHandbook("en-GB");
    expect(screen.getByRole("heading", { level: 1, name: "How your monthly settlement works" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Settle" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("Fee", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText("Not eligible")).toBeTruthy();
    expect(screen.getByText("Ctrl K", { selector: "kbd" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your projects" }).parentElement?.textContent).toBe("Go to your projects (sign-in needed).");
    expect(await generateMetadata()).toEqual({ title: "Contractor handbook", description: "How the monthly settlement of fees, expenses and bonuses works." });
  });

  it("reads in German under de-DE", async () => {
    await renderHandbook("de-DE");
    expect(screen.getByRole("heading", { level: 1, name: "So funktioniert Ihre monatliche Abrechnung" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Der Abrechnungszeitraum" })).toBeTruthy();
    expect(screen.getByText("Honorar", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText("Nicht berechtigt")).toBeTruthy();
    expect(screen.getByText("Strg K", { selector: "kbd" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zu Ihren Projekten" }).getAttribute("href")).toBe("/contractor");
  });
});
