import { defineConfig } from "drizzle-kit";

// Supabase-style file names, so the same files apply with the app's migrator or the Supabase CLI.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./supabase/migrations",
  migrations: { prefix: "supabase" },
  casing: undefined,
});
