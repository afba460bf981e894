import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships a WASM build that must be loaded from node_modules at runtime, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "exceljs", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
