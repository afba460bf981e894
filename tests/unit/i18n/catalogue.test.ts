import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import de from "@/messages/de";
import en from "@/messages/en";
import { LANGUAGES } from "@/lib/i18n/languages";
import { menuFor, secondaryMenuFor } from "@/lib/navigation/menu";

/**
 * The catalogues stay complete and lean: German has every key English has and no other, each text
 * keeps its ICU placeholders, and every key is used somewhere in the code. A key is used when its
 * full name is written as a string, or a file that asks for a namespace (useTranslations("shell"),
 * getTranslations("shell")) writes the rest of it; a template key (`roles.${role}`) covers the keys
 * it can build. A refusal's key (errors.api) is not asked for by namespace: it is a typed string
 * (ErrorKey) wherever the code throws it.
 */
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/**
 * The ICU arguments and tags a text takes ({count}, {name}, <link>), read by the ICU parser itself,
 * so a translation cannot drop or rename one, and a text that is not valid ICU fails here.
 */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) names.add(`${element.type === TYPE.tag ? "<" : ""}${String(element.value)}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

const root = path.resolve(__dirname, "../../..");
const SOURCE_FOLDERS = ["app", "components", "hooks", "lib", "server"];

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.join(root, folder, file)),
  );
}

const english = flatten(en as Catalogue);
const german = flatten(de as Catalogue);

describe("message catalogues", () => {
  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other", (language) => {
    const other = language === "de" ? german : english;
    expect([...english.keys()].filter((key) => !other.has(key)), "missing").toEqual([]);
    expect([...other.keys()].filter((key) => !english.has(key)), "not in English").toEqual([]);
  });

  it("no text is empty and each translation keeps its placeholders", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(argumentsOf(german.get(key) ?? ""), key).toEqual(argumentsOf(text));
    }
  });

  it("the menu's pages are named in the catalogue, and nothing else under nav but its label", () => {
    const menuKeys = new Set(["ADMIN", "SUBCONTRACTOR"].flatMap((role) => [...menuFor(role, []), ...secondaryMenuFor(role)].map((item) => item.key)));
    const navKeys = [...english.keys()].filter((key) => key.startsWith("shell.nav.")).map((key) => key.slice("shell.nav.".length));
    expect(navKeys.filter((key) => key !== "main").sort()).toEqual([...menuKeys].sort());
  });

  it("every key is used in the code", () => {
    const literals = new Set<string>();
    const patterns: RegExp[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(file, "utf8");
      // A refusal's key (errors.api) is written whole wherever it is thrown or shown: { key: "clientNotFound" },
      // conflict(refusal("staleVersion")), or built from its typed parts (`${what}NotFound`).
      for (const m of text.matchAll(/["'`]([\w-]+)["'`]/g)) literals.add(`errors.api.${m[1]}`);
      for (const m of text.matchAll(/`(\w*\$\{\w+\}\w+)`/g)) patterns.push(new RegExp(`^errors\\.api\\.${(m[1] ?? "").replace(/\$\{\w+\}/, "\\w+")}$`));
      const mailTemplate = /mailWords\(/.test(text);
      const exportSheet = /ExportWords|exportWords\(/.test(text);
      if (!/Translations|[Tt]ranslator/.test(text) && !mailTemplate && !exportSheet) continue;
      // A namespace is asked for as useTranslations("ns"), getTranslations("ns"), { namespace: "ns" }
      // (createTranslator), the server's translatorFor(language, "ns") or a mail template's mailWords(language, "ns").
      const asked = [
        ...text.matchAll(/Translations\(\s*["'`]([\w.-]+)["'`]/g),
        ...text.matchAll(/namespace:\s*["'`]([\w.-]+)["'`]/g),
        ...text.matchAll(/translatorFor\([^,()]+,\s*["'`]([\w.-]+)["'`]/g),
        ...text.matchAll(/mailWords\([^,()]+,\s*["'`]([\w.-]+)["'`]/g),
      ];
      const namespaces = [
        "",
        ...asked.map((m) => `${m[1]}.`),
        // mailWords hands every template the shared facts' and actions' words as well.
        ...(mailTemplate ? ["mail.facts.", "mail.actions."] : []),
        // An export's words carry its translators: words.t speaks "workbook", words.enums "enums" (server/exports/export-words.ts).
        ...(exportSheet ? ["workbook.", "enums."] : []),
      ];
      for (const m of text.matchAll(/["'`]([\w.-]+)["'`]/g)) for (const ns of namespaces) literals.add(`${ns}${m[1]}`);
      for (const m of text.matchAll(/`([\w.-]*\$\{[^`]*)`/g)) {
        const source = (m[1] ?? "").split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\w-]+");
        // A template of placeholders only (`${a}.${b}`) could spell any key: it counts only inside a namespace asked for.
        const literal = /\p{L}/u.test((m[1] ?? "").replace(/\$\{[^}]*\}/g, ""));
        for (const ns of namespaces) if (literal || ns) patterns.push(new RegExp(`^${ns.replace(/\./g, "\\.")}${source}$`));
      }
    }
    const unused = [...english.keys()].filter((key) => !key.startsWith("shell.nav.") && !literals.has(key) && !patterns.some((p) => p.test(key)));
    expect(unused).toEqual([]);
  });
});
