import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { z } from "zod";
import { proxyBodyMaxBytes } from "./lib/config/body-limits";
import { serverSchema } from "./lib/config/env-schema";
import { STATIC_SECURITY_HEADERS, TOKEN_PAGE_PREFIXES } from "./server/http/security-headers";

// The body limits as the server will read them (their defaults when unset); a wrong value stops
// the server at start-up with the rest of the configuration, so the defaults do here.
const bodyLimits = z
  .object({ UPLOAD_MAX_BYTES: serverSchema.UPLOAD_MAX_BYTES, API_BODY_MAX_BYTES: serverSchema.API_BODY_MAX_BYTES })
  .catch({ UPLOAD_MAX_BYTES: 10 * 1024 * 1024, API_BODY_MAX_BYTES: 1024 * 1024 })
  .parse(process.env);

// The browser specs build the app after the test command has type-checked the whole project;
// SETTLE_TEST_BUILD=1 (set by playwright.config.ts) skips Next's second type check and the build
// cache, which a clean CI clone writes and never reads: about a minute and a half on two cores.
const testBuild = process.env.SETTLE_TEST_BUILD === "1";

const nextConfig: NextConfig = {
  // PGlite ships a WASM build that must be loaded from node_modules at runtime, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "exceljs", "nodemailer", "@e-invoice-eu/core"],
  poweredByHeader: false,
  typedRoutes: false,
  // Next buffers every body for proxy.ts and cuts it at 10 MB by default, which broke an upload of
  // exactly UPLOAD_MAX_BYTES (the form's fields and boundaries come on top).
  experimental: { proxyClientMaxBodySize: proxyBodyMaxBytes(bodyLimits), ...(testBuild ? { turbopackFileSystemCacheForBuild: false } : {}) },
  typescript: { ignoreBuildErrors: testBuild },
  // Every answer, static files included; the nonce CSP and HSTS come from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: STATIC_SECURITY_HEADERS },
      ...TOKEN_PAGE_PREFIXES.map((prefix) => ({ source: `${prefix}:path*`, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
    ];
  },
};

// The language and formats of each request (server/i18n/request.ts): no locale in the URL. The
// catalogue's ICU messages are compiled at build time, so the browser gets a small formatter
// instead of the ICU parser (issue #32: the workspace's JavaScript within 10 kB gz of English-only).
// Tests and the CLI read the JSON as written, with the full formatter: the same messages either way.
export default createNextIntlPlugin({
  requestConfig: "./server/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
})(nextConfig);
