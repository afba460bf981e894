CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"timesheet_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_jobs_kind_check" CHECK ("export_jobs"."kind" in ('timesheets', 'expenses')),
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')),
	CONSTRAINT "export_jobs_progress_check" CHECK ("export_jobs"."done" >= 0 and "export_jobs"."done" <= "export_jobs"."total" and "export_jobs"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_due_idx" ON "export_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");