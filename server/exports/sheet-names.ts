import "server-only";

/** Excel's limits on a sheet name. */
const MAX_SHEET_NAME = 31;
const FORBIDDEN = /[[\]:*?/\\]/g;

function truncate(text: string, length: number): string {
  let result = "";
  for (const char of text) {
    if (result.length + char.length > length) break;
    result += char;
  }
  return result;
}

/**
 * Hands out sheet names that Excel accepts: at most 31 characters, none of [ ] : * ? / \,
 * no apostrophe at either end, unique without regard to case (as Excel compares them), and
 * never a reserved name ("History" is Excel's own; callers reserve "Summary").
 */
export class SheetNames {
  private readonly taken = new Set<string>(["history"]);

  constructor(reserved: readonly string[] = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }

  next(wanted: string, fallback = "Sheet"): string {
    const cleaned = truncate(wanted.replace(FORBIDDEN, " ").replace(/\s+/g, " ").trim(), MAX_SHEET_NAME)
      .replace(/^'+|'+$/g, "")
      .trim();
    const base = cleaned || fallback;
    let name = base;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${truncate(base, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    this.taken.add(name.toLowerCase());
    return name;
  }
}
