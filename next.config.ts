import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS, TOKEN_PAGE_PREFIXES } from "./server/http/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships a WASM build that must be loaded from node_modules at runtime, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "exceljs", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
  // Every answer, static files included; the nonce CSP and HSTS come from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: STATIC_SECURITY_HEADERS },
      ...TOKEN_PAGE_PREFIXES.map((prefix) => ({ source: `${prefix}:path*`, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
    ];
  },
};

export default nextConfig;
