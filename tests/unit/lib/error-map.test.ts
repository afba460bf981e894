import { z } from "zod";
import { describe, expect, it } from "vitest";
import { refusalOfText, refusalRenderer } from "@/lib/errors";
import { keyed, refusalOfIssue } from "@/lib/schemas/error-map";
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

  it("leaves a schema's own English message untranslated, not lost", () => {
    expect(first(z.string().min(2, "Two at least."), "x").refusal).toEqual({ key: "untranslated", values: { message: "Two at least." } });
  });

  it("finds the key of a message made on this side again, for the screens that hold only the sentence", () => {
    const { issue } = first(z.string().max(5), "abcdefg");
    const refusal = refusalOfText(issue.message);
    expect(refusal).toEqual({ key: "textTooLong", values: { maximum: 5 } });
    expect(refusal && refusalRenderer("de", de.api)(refusal)).toBe("Höchstens 5 Zeichen.");
  });
});
