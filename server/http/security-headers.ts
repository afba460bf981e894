/**
 * The security headers of every answer. Headers that never vary are set in next.config.ts for
 * every path, static files included; the Content-Security-Policy carries a fresh nonce per page
 * and is set by proxy.ts, which also adds HSTS when the deployment is served over HTTPS.
 */

export interface CspOptions {
  nonce: string;
  /** Development needs eval for React's error overlays and stack reconstruction; production never. */
  development: boolean;
  /** Where browser errors are reported, when error reporting is on. */
  reportOrigin?: string | null;
}

/**
 * Scripts run only with this response's nonce ('strict-dynamic' lets them load Next's chunks);
 * no eval in production; nothing may frame the app. Inline style attributes stay allowed: React
 * renders them for layout, and styles cannot run code.
 */
export function pageCsp({ nonce, development, reportOrigin }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${reportOrigin ? ` ${reportOrigin}` : ""}`,
    // Receipts are previewed from blob: URLs in an iframe.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** API answers are data, never documents to run: nothing loads from them (the /api/docs page only has inline styles). */
export const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const HSTS = "max-age=63072000; includeSubDomains";

/** @public Read by next.config.ts, which knip sees as configuration rather than code. Token pages (the reviewer's /review/<token>) must not leak their address to the sites they link to. */
export const TOKEN_PAGE_PREFIXES = ["/review/", "/invite/"];

/** @public Read by next.config.ts, which knip sees as configuration rather than code. Set on every path by next.config.ts. */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];
