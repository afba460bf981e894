
/**
 * The API and the shared schemas speak English (the specification's words); the screens show
 * those messages in the reader's language here, keyed by the English text itself. A message no
 * one translated is shown as it came, so it still reads.
 */

/** A message built with values: the English with its placeholders named, e.g. "{label} is required.". */
export interface RefusalPattern {
  en: string;
  de: string;
  /**
   * German for a placeholder's English words (a field's label, a status). A placeholder given
   * terms matches only those words; one without keeps its value (a number, a name, an id).
   */
  terms?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Placeholders whose value is itself a message of this catalogue (a reading's problem). */
  messages?: readonly string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface CompiledPattern {
  pattern: RefusalPattern;
  matcher: RegExp;
  fixedLength: number;
}

/**
 * The matcher comes from the English template, so a pattern is written once. A placeholder with
 * terms matches only those words: it cannot swallow its neighbour, and an unknown word leaves the
 * message English rather than half German.
 */
function compile(pattern: RefusalPattern): CompiledPattern {
  let source = "";
  let fixedLength = 0;
  let last = 0;
  for (const match of pattern.en.matchAll(PLACEHOLDER)) {
    const fixed = pattern.en.slice(last, match.index);
    source += escape(fixed);
    fixedLength += fixed.length;
    const name = match[1] ?? "";
    const words = pattern.terms?.[name];
    const group = words ? Object.keys(words).map(escape).join("|") : "[\\s\\S]+?";
    source += `(?<${name}>${group})`;
    last = match.index + match[0].length;
  }
  const tail = pattern.en.slice(last);
  return { pattern, matcher: new RegExp(`^${source}${escape(tail)}$`), fixedLength: fixedLength + tail.length };
}

/** One language's table: whole messages, and patterns for those with values in them. */
export interface RefusalTable {
  messages: Readonly<Record<string, string>>;
  patterns: readonly RefusalPattern[];
}

/** The table's translation of a message; one no one translated comes back as it came. */
export function refusalTranslator({ messages, patterns }: RefusalTable): (message: string) => string {
  // The most specific first: "Invoice {id} is paid already." before "{what} not found.".
  const compiled = patterns.map(compile).sort((a, b) => b.fixedLength - a.fixedLength);
  const fromPattern = (message: string): string | undefined => {
    for (const { pattern, matcher } of compiled) {
      const match = matcher.exec(message);
      if (!match) continue;
      return pattern.de.replace(PLACEHOLDER, (_, name: string) => {
        const value = match.groups?.[name] ?? "";
        if (pattern.messages?.includes(name)) return translate(value);
        return pattern.terms?.[name]?.[value] ?? value;
      });
    }
    return undefined;
  };
  const translate = (message: string): string => (Object.hasOwn(messages, message) ? (messages[message] ?? message) : (fromPattern(message) ?? message));
  return translate;
}
