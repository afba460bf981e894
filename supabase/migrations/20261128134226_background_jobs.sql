CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"progress_done" integer,
	"progress_total" integer,
	"last_error" text,
	"last_run_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('mail', 'webhook', 'export', 'daily-jobs', 'daily-backup')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
DROP INDEX "export_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_ref_idx" ON "jobs" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_scheduled_idx" ON "jobs" USING btree ("kind") WHERE "jobs"."ref_id" is null;--> statement-breakpoint
ALTER TABLE "export_jobs" DROP COLUMN "heartbeat_at";--> statement-breakpoint
ALTER TABLE "export_jobs" DROP COLUMN "lease_until";