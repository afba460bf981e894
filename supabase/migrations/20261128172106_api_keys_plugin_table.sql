CREATE TABLE "apikeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_id" text DEFAULT 'default' NOT NULL,
	"name" text,
	"start" text,
	"reference_id" uuid NOT NULL,
	"prefix" text,
	"key_hash" text NOT NULL,
	"refill_interval" integer,
	"refill_amount" integer,
	"last_refill_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"rate_limit_enabled" boolean DEFAULT true NOT NULL,
	"rate_limit_time_window" integer,
	"rate_limit_max" integer,
	"request_count" integer DEFAULT 0 NOT NULL,
	"remaining" integer,
	"last_request" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permissions" text,
	"metadata" text,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "apikeys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "api_key_name" text;--> statement-breakpoint
ALTER TABLE "apikeys" ADD CONSTRAINT "apikeys_reference_id_users_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apikeys" ADD CONSTRAINT "apikeys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apikeys_reference_idx" ON "apikeys" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "apikeys_config_idx" ON "apikeys" USING btree ("config_id");--> statement-breakpoint
-- The keys made before: same ids, names, owners and dates; the SHA-256 re-encoded from hex to the plugin's base64url (no padding), so every key handed out keeps working. They keep the rights they had (every area, read and write); a key without an expiry now expires a year from today (every key has one); a revoked one stays, disabled.
INSERT INTO "apikeys" ("id", "name", "start", "reference_id", "prefix", "key_hash", "enabled", "rate_limit_enabled", "rate_limit_time_window", "rate_limit_max", "request_count", "last_request", "expires_at", "created_at", "updated_at", "permissions", "created_by", "revoked_at")
SELECT "id", "name", "prefix", "service_principal_id", 'stl_', translate(rtrim(encode(decode("key_hash", 'hex'), 'base64'), '='), '+/', '-_'), "revoked_at" IS NULL, true, 60000, 600, 0, "last_used_at", coalesce("expires_at", now() + interval '1 year'), "created_at", coalesce("revoked_at", "created_at"),
  '{"timesheets":["read","write"],"expenses":["read","write"],"reviews":["read","write"],"organisation":["read","write"],"invoices":["read","write"],"settings":["read","write"]}', "created_by", "revoked_at"
FROM "api_keys";
