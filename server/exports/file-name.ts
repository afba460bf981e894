import "server-only";

/** "Zoë Ångström" → "zoe-angstrom": the ASCII file name every browser accepts. */
export function asciiSlug(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** "Zoë Ångström" → "zoë-ångström": the name as its owner writes it, for filename*. */
export function unicodeSlug(text: string, fallback: string): string {
  const slug = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

export interface ExportFileName {
  ascii: string;
  unicode: string;
}

/** `<prefix>-<contractor-slug>-<yyyy-MM>.xlsx`, e.g. timesheet-amara-okafor-2026-10.xlsx. */
export function contractorFileName(prefix: string, contractorName: string, period: string): ExportFileName {
  return {
    ascii: `${prefix}-${asciiSlug(contractorName, "contractor")}-${period}.xlsx`,
    unicode: `${prefix}-${unicodeSlug(contractorName, "contractor")}-${period}.xlsx`,
  };
}

/** `<prefix>-<yyyy-MM>.xlsx` for one period, `<prefix>-<first>-to-<last>.xlsx` for several. */
export function periodsFileName(prefix: string, periods: readonly string[]): ExportFileName {
  const sorted = [...new Set(periods)].sort();
  const first = sorted[0] ?? "";
  const last = sorted[sorted.length - 1] ?? first;
  const name = first === last ? `${prefix}-${first}.xlsx` : `${prefix}-${first}-to-${last}.xlsx`;
  return { ascii: name, unicode: name };
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * ! alone, which the grammar does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** attachment; filename="ascii"; filename*=UTF-8''encoded (RFC 6266). */
export function contentDisposition(name: ExportFileName): string {
  const ascii = name.ascii.replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name.unicode)}`;
}
