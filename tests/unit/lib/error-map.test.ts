import { z } from "zod";
import { describe, expect, it } from "vitest";
import { refusalOfText, refusalRenderer } from "@/lib/errors";
import { billingDetailsFields } from "@/lib/schemas/billing-details";
import { keyed, keyedIssue, refusalOfIssue } from "@/lib/schemas/error-map";
import { billingPeriodFilterValue } from "@/lib/schemas/timesheet-search";
import de from "@/messages/de/errors.json";

/** The one zod error map: every issue gets its words from the catalogue, by code, and keeps its key. */
const first = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected an issue");
  const [issue] = result.error.issues;
  if (!issue) throw new Error("expected an issue");
  return { issue, refusal: refusalOfIssue(issue) };
};

describe("the zod error map", () => {
  it("words a missing field, by issue code", () => {
    const { issue, refusal } = first(z.object({ name: z.string() }), {});
    expect(refusal).toEqual({ key: "fieldRequired" });
    expect(issue.message).toBe("This field is required.");
  });

  it("words text too long with its maximum", () => {
    const { issue, refusal } = first(z.string().max(3), "abcd");
    expect(refusal).toEqual({ key: "textTooLong", values: { maximum: 3 } });
    expect(issue.message).toBe("At most 3 characters.");
  });

  it("words an invalid date and an unknown choice", () => {
    expect(first(z.iso.date(), "2026-13-01").issue.message).toBe("Expected a date as yyyy-MM-dd.");
    expect(first(z.enum(["A", "B"]), "C").refusal).toEqual({ key: "notOneOf", values: { values: "A, B" } });
  });

  it("keeps a schema's own keyed message, the specification's words", () => {
    const { issue, refusal } = first(z.string().refine(() => false, { error: keyed("clientNamedNameAlready", { name: "Acme" }) }), "x");
    expect(refusal).toEqual({ key: "clientNamedNameAlready", values: { name: "Acme" } });
    expect(issue.message).toBe("A client named 'Acme' already exists. Choose another name.");
  });

  it("gives an issue a schema worded in English itself the general key, keeping its words", () => {
    const { issue, refusal } = first(z.string().min(2, "Two at least."), "x");
    expect(refusal).toEqual({ key: "invalidInput" });
    expect(issue.message).toBe("Two at least.");
  });

  it("keys a custom issue a refinement adds, and a union's words by the branch that objected", () => {
    const custom = z.string().superRefine((_, context) => context.addIssue({ code: "custom", ...keyedIssue("chooseRateSendRateid") }));
    expect(first(custom, "x").refusal).toEqual({ key: "chooseRateSendRateid" });
    expect(first(billingPeriodFilterValue, "2026-13").refusal).toEqual({ key: "invalidBillingPeriodText" });
    expect(first(billingPeriodFilterValue, "2026-13").issue.message).toBe("Invalid input for BillingPeriod.fromString");
    expect(first(billingPeriodFilterValue, 7).refusal).toEqual({ key: "billingPeriodYyyyMm" });
  });

  it("puts a field's label into the sentence as a word of each language", () => {
    const { issue, refusal } = first(billingDetailsFields.shape.city, "");
    expect(refusal).toEqual({ key: "labelRequired", values: { label: { key: "labelCity" } } });
    expect(issue.message).toBe("City is required.");
    expect(refusalRenderer("de", de.api)(refusal)).toBe("Der Ort ist erforderlich.");
  });

  it("finds the key of a message made on this side again, for the screens that hold only the sentence", () => {
    const { issue } = first(z.string().max(5), "abcdefg");
    const refusal = refusalOfText(issue.message);
    expect(refusal).toEqual({ key: "textTooLong", values: { maximum: 5 } });
    expect(refusal && refusalRenderer("de", de.api)(refusal)).toBe("Höchstens 5 Zeichen.");
  });
});
