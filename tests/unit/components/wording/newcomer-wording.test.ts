import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { saveBillingDetailsInput } from "@/lib/schemas/billing-details";
import de from "@/messages/de/errors.json";
import en from "@/messages/en";

// #47.9: the wording a newcomer met, as the screens word it.
describe("newcomer wording (#47.9)", () => {
  const t = createTranslator({ locale: "en-GB", messages: en });

  it("names whose rates come next with a possessive", () => {
    expect(t("admin.projects.addContractor.nextNamed", { name: "Lukas Berger" })).toBe("Next: add Lukas Berger's rates.");
  });

  it("says one part still waits, several parts still wait", () => {
    expect(t("review.next.waiting", { count: 1 })).toBe("One more part of this timesheet still waits for your decision below.");
    expect(t("review.next.waiting", { count: 2 })).toBe("2 more parts of this timesheet still wait for your decision below.");
  });

  it("asks to choose a country when none is chosen, naming no standard", () => {
    const parsed = saveBillingDetailsInput.safeParse({ countryCode: "" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.filter((issue) => issue.path[0] === "countryCode").map((issue) => issue.message);
    expect(messages).toEqual(["Choose a country."]);
    expect(de.api.chooseCountry).toBe("Wählen Sie ein Land.");
  });
});
