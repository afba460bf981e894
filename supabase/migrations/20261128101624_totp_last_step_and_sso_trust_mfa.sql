ALTER TABLE "two_factors" ADD COLUMN "last_used_step" bigint;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "trust_mfa" boolean DEFAULT false NOT NULL;