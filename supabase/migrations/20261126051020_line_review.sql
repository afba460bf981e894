CREATE TABLE "component_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"component" text NOT NULL,
	"number" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_submissions_number_key" UNIQUE("timesheet_id","component","number"),
	CONSTRAINT "component_submissions_component_check" CHECK ("component_submissions"."component" in ('TIMESHEET', 'EXPENSES')),
	CONSTRAINT "component_submissions_number_check" CHECK ("component_submissions"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "contested_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"submission_id" uuid,
	"component" text NOT NULL,
	"timesheet_record_id" uuid,
	"expense_record_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "contested_lines_component_check" CHECK ("contested_lines"."component" in ('TIMESHEET', 'EXPENSES')),
	CONSTRAINT "contested_lines_line_check" CHECK (("contested_lines"."component" = 'TIMESHEET' and "contested_lines"."timesheet_record_id" is not null and "contested_lines"."expense_record_id" is null) or ("contested_lines"."component" = 'EXPENSES' and "contested_lines"."expense_record_id" is not null and "contested_lines"."timesheet_record_id" is null)),
	CONSTRAINT "contested_lines_reason_check" CHECK (length(trim("contested_lines"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "component_submissions" ADD CONSTRAINT "component_submissions_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contested_lines" ADD CONSTRAINT "contested_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contested_lines" ADD CONSTRAINT "contested_lines_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contested_lines" ADD CONSTRAINT "contested_lines_submission_id_component_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."component_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contested_lines_timesheet_idx" ON "contested_lines" USING btree ("timesheet_id","component");--> statement-breakpoint
CREATE UNIQUE INDEX "contested_lines_open_record_key" ON "contested_lines" USING btree ("timesheet_record_id") WHERE "contested_lines"."cleared_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contested_lines_open_expense_key" ON "contested_lines" USING btree ("expense_record_id") WHERE "contested_lines"."cleared_at" is null;