import { describe, expect, it } from "vitest";
import { isPlainSentence } from "@/lib/errors";

/**
 * The build precompiles the message catalogues (next-intl's precompile, next.config.ts): a message
 * with values becomes a list of parts, a plain one stays text. Reading a compiled catalogue as text
 * crashed every screen that showed a refusal ("replace is not a function") in the built app only.
 */
describe("isPlainSentence", () => {
  it("reads the catalogue as written", () => {
    expect(isPlainSentence("Client not found.")).toBe(true);
    expect(isPlainSentence("A client named {name} exists already.")).toBe(false);
    expect(isPlainSentence("Write '{'braces'}' as they are.")).toBe(true);
  });

  it("reads the catalogue as the build compiles it, without throwing", () => {
    expect(isPlainSentence(["A client named ", ["name"], " exists already."])).toBe(false);
    expect(isPlainSentence(["{n, plural, one {# day} other {# days}}"])).toBe(false);
    expect(isPlainSentence(undefined)).toBe(false);
  });
});
