import { describe, expect, it, vi } from "vitest";
import { englishText, refusalRenderer, type ErrorKey } from "@/lib/errors";
import { LANGUAGES } from "@/lib/i18n/languages";
import de from "@/messages/de/errors.json";
import en from "@/messages/en/errors.json";

/**
 * Every key a site can throw is a key of the English catalogue: ErrorKey is derived from it, so
 * an unknown key fails the type check. This test adds that every language has exactly the keys
 * English has, and that each of its messages renders.
 */
const CATALOGUES = { en: en.api, de: de.api } as const satisfies Record<(typeof LANGUAGES)[number], Record<string, string>>;

/** A value for every placeholder a message names, so the ICU syntax of each is tried. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [, name, kind] of message.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)) if (name) values[name] = kind === "plural" || kind === "number" ? 2 : `<${name}>`;
  return values;
}

describe("the error catalogues", () => {
  it("have the same keys in every language", () => {
    const english = Object.keys(en.api).sort();
    for (const language of LANGUAGES) expect(Object.keys(CATALOGUES[language]).sort(), language).toEqual(english);
  });

  it("render every message in every language, with the values it names", () => {
    // use-intl reports a message it cannot parse on the console and shows its source instead.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const language of LANGUAGES) {
      const render = refusalRenderer(language, CATALOGUES[language]);
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        const text = render({ key: key as ErrorKey, values: sampleValues(message) });
        expect(text, `${language} ${key}`).not.toBe(key);
        expect(text, `${language} ${key}`).not.toMatch(/\{\w+\}/);
      }
    }
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });

  it("say the specification's English words, placeholders filled", () => {
    expect(englishText({ key: "clientNamedNameAlready", values: { name: "Acme" } })).toBe("A client named 'Acme' already exists. Choose another name.");
    expect(englishText({ key: "staleVersion" })).toBe("Someone else changed this in the meantime. Reload to see the latest version.");
    expect(englishText({ key: "untranslated", values: { message: "As {written} 'here'." } })).toBe("As {written} 'here'.");
  });

  it("look a key up in German, with its values and a nested refusal", () => {
    const german = refusalRenderer("de", de.api, englishText);
    expect(german({ key: "clientNamedNameAlready", values: { name: "Acme" } })).toBe("Ein Kunde namens „Acme“ existiert bereits. Wählen Sie einen anderen Namen.");
    expect(german({ key: "textTooLong", values: { maximum: 200 } })).toBe("Höchstens 200 Zeichen.");
    expect(german({ key: "untranslated", values: { message: "Left as written." } })).toBe("Left as written.");
  });
});
