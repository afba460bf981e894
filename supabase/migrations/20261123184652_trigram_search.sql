-- Free-text search (admin search, look-ups) matches '%text%' with ILIKE; trigram GIN indexes
-- let PostgreSQL answer those from an index instead of reading every row. PGlite ships pg_trgm
-- and loads it in server/db/connection.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);
