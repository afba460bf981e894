import { describe, expect, it, vi } from "vitest";
import { componentLockedReason, notBegunReason, onlyActorsReason } from "@/lib/domain/transition-reasons";
import { englishText, refusalRenderer, type ErrorKey } from "@/lib/errors";
import { LANGUAGES } from "@/lib/i18n/languages";
import de from "@/messages/de/errors.json";
import en from "@/messages/en/errors.json";

/**
 * Every key a site can throw is a key of the English catalogue: ErrorKey is derived from it and
 * AppError, the zod messages (keyed) and the domain's reasons take only ErrorKey, so a key thrown
 * anywhere that no catalogue has fails the type check. This test adds that every language has
 * exactly the keys English has, so every key thrown exists in every language, and that each of
 * its messages renders.
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
    // The domain's reasons, their words nested, say the specification's sentences.
    expect(englishText(componentLockedReason("TIMESHEET", "PREPARED"))).toBe("The fee component is prepared; reset it before making changes.");
    expect(englishText(onlyActorsReason("wordWhoAdministrator", "wordDoCloseTimesheet"))).toBe("Only an administrator can close a timesheet.");
    expect(englishText(notBegunReason({ year: 2026, month: 11 }))).toMatch(/^November 2026 has not begun yet;/);
  });

  it("look a key up in German, with its values and a nested refusal", () => {
    const german = refusalRenderer("de", de.api, englishText);
    expect(german({ key: "clientNamedNameAlready", values: { name: "Acme" } })).toBe("Ein Kunde namens „Acme“ existiert bereits. Wählen Sie einen anderen Namen.");
    expect(german({ key: "textTooLong", values: { maximum: 200 } })).toBe("Höchstens 200 Zeichen.");
    expect(german(componentLockedReason("TIMESHEET", "PREPARED"))).toBe("Die Komponente „Honorar“ ist vorbereitet; setzen Sie sie zurück, bevor Sie etwas ändern.");
    expect(german(onlyActorsReason("wordWhoAdministrator", "wordDoCloseTimesheet"))).toBe("Nur ein Administrator kann einen Stundennachweis abschließen.");
    expect(german(notBegunReason({ year: 2026, month: 3 }))).toMatch(/^März 2026 hat noch nicht begonnen;/);
    expect(german({ key: "chosenRateChosenNot", values: { chosen: "DAILY", expected: "HOURLY" } })).toBe("Der gewählte Satz ist Tagessatz, nicht Stundensatz.");
    expect(german({ key: "eInvoiceIncomplete", values: { problems: [{ key: "addCountryBillingDetails" }, { key: "invoicingEntityEInvoice" }] } })).toMatch(
      /^Diese Rechnung kann noch keine E-Rechnung nach EN 16931 sein\. Ergänzen Sie Ihr Land in Ihren Rechnungsdaten\. Der Rechnungsempfänger hat keine E-Rechnungsadresse/,
    );
  });
});
