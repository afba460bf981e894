import path from "node:path";

/** The SQL migrations, named Supabase-style so the Supabase CLI applies the same files. */
export const MIGRATIONS_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), "supabase", "migrations");
