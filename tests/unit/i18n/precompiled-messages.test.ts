import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { describe, expect, it } from "vitest";
import de from "@/messages/de";
import en from "@/messages/en";

/**
 * The build compiles the catalogue (next.config.ts, next-intl's precompile) and the browser formats
 * with the compiled runtime, while tests, the CLI and the catalogue checks read the JSON with the
 * full ICU formatter. Both must say the same, word for word, for every message in both languages,
 * with each plural form and each select option taken.
 */
type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>;
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[name, value] as [string, string]] : flatten(value, name);
  });
}

const tag = (name: string) => (chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`;
const PLURAL_COUNTS = [0, 1, 2, 21, 1234.5];

/** Value sets that take every plural form and select option of the message at least once. */
function valueSets(text: string): Values[] {
  const base: Values = {};
  const choices: { name: string; options: (string | number)[] }[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          base[element.value] = `[${element.value}]`;
          break;
        case TYPE.number:
          base[element.value] = 1234.5;
          break;
        case TYPE.date:
        case TYPE.time:
          base[element.value] = new Date(Date.UTC(2026, 10, 24, 9, 30));
          break;
        case TYPE.tag:
          base[element.value] = tag(element.value);
          walk(element.children);
          break;
        case TYPE.select:
          choices.push({ name: element.value, options: Object.keys(element.options) });
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.plural:
          choices.push({ name: element.value, options: PLURAL_COUNTS });
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(text));
  const rounds = Math.max(1, ...choices.map((choice) => choice.options.length));
  return Array.from({ length: rounds }, (_, round) => ({
    ...base,
    ...Object.fromEntries(choices.map((choice) => [choice.name, choice.options[round % choice.options.length]!])),
  }));
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

const asText = (result: unknown) => (Array.isArray(result) ? result.join("") : String(result));

describe.each([
  ["en-GB", en],
  ["de-DE", de],
] as const)("the compiled catalogue in %s", (locale, catalogue) => {
  const messages = flatten(catalogue as unknown as Catalogue);
  const full = createTranslator({ locale, messages: catalogue as unknown as AbstractIntlMessages, timeZone: "UTC" });

  it("says what the full ICU formatter says, for every message", () => {
    const differences: string[] = [];
    for (const [key, text] of messages) {
      for (const values of valueSets(text)) {
        const expected = asText((full as unknown as { markup: (key: string, values: Values) => string }).markup(key, values));
        const compiled = asText(format(compile(text), locale, values, { formatters, timeZone: "UTC" }));
        if (compiled !== expected) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(compiled)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(messages.length).toBeGreaterThan(1000);
  });
});
