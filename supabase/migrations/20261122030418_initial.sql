CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'SUBCONTRACTOR' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ADMIN', 'SUBCONTRACTOR', 'SERVICE_PRINCIPAL')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_details_contractor_id_unique" UNIQUE("contractor_id")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"working_days" text[] DEFAULT array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']::text[] NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"product_tours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"party_type" text,
	"country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contractors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "contractors_status_check" CHECK ("contractors"."status" in ('INVITED', 'REGISTERED')),
	CONSTRAINT "contractors_party_type_check" CHECK ("contractors"."party_type" is null or "contractors"."party_type" in ('PERSON', 'ENTITY')),
	CONSTRAINT "contractors_working_days_check" CHECK ("contractors"."working_days" <@ array['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']::text[]),
	CONSTRAINT "contractors_country_code_check" CHECK ("contractors"."country_code" is null or "contractors"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'SUBSCRIBED' NOT NULL,
	"timing" text DEFAULT 'IMMEDIATE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscriptions_user_channel_key" UNIQUE("user_id","channel"),
	CONSTRAINT "notification_subscriptions_channel_check" CHECK ("notification_subscriptions"."channel" in ('BILLING_DETAILS', 'TIMESHEET_APPROVED', 'INVOICE_EMAIL')),
	CONSTRAINT "notification_subscriptions_status_check" CHECK ("notification_subscriptions"."status" in ('SUBSCRIBED', 'UNSUBSCRIBED')),
	CONSTRAINT "notification_subscriptions_timing_check" CHECK ("notification_subscriptions"."timing" in ('IMMEDIATE', 'SCHEDULED'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "clients_name_unique" UNIQUE("name"),
	CONSTRAINT "clients_name_check" CHECK (length(trim("clients"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "invoicing_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"party_type" text DEFAULT 'ENTITY' NOT NULL,
	"country_code" text,
	"address" text,
	"vat_number" text,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoicing_entities_party_type_check" CHECK ("invoicing_entities"."party_type" in ('PERSON', 'ENTITY')),
	CONSTRAINT "invoicing_entities_currency_check" CHECK ("invoicing_entities"."currency" is null or "invoicing_entities"."currency" in ('USD', 'EUR', 'CHF', 'SAR', 'AED', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"invoicing_entity_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "projects_client_name_key" UNIQUE("client_id","name"),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."end_date" is null or "projects"."start_date" is null or "projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_reviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_reviewers_project_email_key" UNIQUE("project_id","email")
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_engagement_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "engagements_dates_check" CHECK ("engagements"."end_date" is null or "engagements"."end_date" >= "engagements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "project_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"expenses_eligible" boolean DEFAULT true NOT NULL,
	"bonus_eligible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_engagements_project_contractor_key" UNIQUE("project_id","contractor_id"),
	CONSTRAINT "project_engagements_dates_check" CHECK ("project_engagements"."end_date" is null or "project_engagements"."end_date" >= "project_engagements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_engagement_frequency_key" UNIQUE("engagement_id","frequency"),
	CONSTRAINT "rates_frequency_check" CHECK ("rates"."frequency" in ('HOURLY', 'DAILY', 'MONTHLY')),
	CONSTRAINT "rates_currency_check" CHECK ("rates"."currency" in ('USD', 'EUR', 'CHF', 'SAR', 'AED', 'GBP')),
	CONSTRAINT "rates_amount_check" CHECK ("rates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"amount_in_expense_currency" numeric(14, 2) NOT NULL,
	"expense_currency" text NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"original_currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "expense_records_category_check" CHECK ("expense_records"."category" in ('ACCOMMODATION_AND_MEALS', 'ADMIN_AND_LEGAL_FEES', 'EXPENSE_BUDGET', 'FLIGHTS', 'GROUND_TRANSPORTATION', 'INFRASTRUCTURE', 'OTHER', 'PER_DIEM', 'TELECOMMUNICATIONS', 'VISAS')),
	CONSTRAINT "expense_records_expense_currency_check" CHECK ("expense_records"."expense_currency" in ('USD', 'EUR', 'CHF', 'SAR', 'AED', 'GBP')),
	CONSTRAINT "expense_records_original_currency_check" CHECK ("expense_records"."original_currency" in ('USD', 'EUR', 'CHF', 'SAR', 'AED', 'GBP')),
	CONSTRAINT "expense_records_amounts_check" CHECK ("expense_records"."amount" > 0 and "expense_records"."amount_in_expense_currency" > 0),
	CONSTRAINT "expense_records_exchange_rate_check" CHECK ("expense_records"."exchange_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"rate_id" uuid NOT NULL,
	"work_summary" text DEFAULT '' NOT NULL,
	"counter_part" text DEFAULT '' NOT NULL,
	"time_amount" numeric(6, 2) NOT NULL,
	"time_unit" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheet_records_time_unit_check" CHECK ("timesheet_records"."time_unit" in ('HOURS', 'DAYS')),
	CONSTRAINT "timesheet_records_time_amount_check" CHECK ("timesheet_records"."time_amount" > 0 and "timesheet_records"."time_amount" <= 24)
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_engagement_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"billing_period" date NOT NULL,
	"status" text DEFAULT 'INITIALIZED' NOT NULL,
	"fee_status" text DEFAULT 'ELIGIBLE' NOT NULL,
	"expenses_status" text DEFAULT 'ELIGIBLE' NOT NULL,
	"bonus_status" text DEFAULT 'NOT_ELIGIBLE' NOT NULL,
	"bonus_amount" numeric(14, 2),
	"flagged" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheets_engagement_period_key" UNIQUE("project_engagement_id","billing_period"),
	CONSTRAINT "timesheets_billing_period_check" CHECK (extract(day from "timesheets"."billing_period") = 15),
	CONSTRAINT "timesheets_status_check" CHECK ("timesheets"."status" in ('INITIALIZED', 'IN_PROGRESS', 'DUE', 'CONTESTED', 'SUBMITTED', 'APPROVED', 'CLOSED')),
	CONSTRAINT "timesheets_fee_status_check" CHECK ("timesheets"."fee_status" in ('ELIGIBLE', 'NOT_ELIGIBLE', 'IN_PROGRESS', 'DUE', 'PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')),
	CONSTRAINT "timesheets_expenses_status_check" CHECK ("timesheets"."expenses_status" in ('ELIGIBLE', 'NOT_ELIGIBLE', 'IN_PROGRESS', 'DUE', 'PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')),
	CONSTRAINT "timesheets_bonus_status_check" CHECK ("timesheets"."bonus_status" in ('ELIGIBLE', 'NOT_ELIGIBLE', 'IN_PROGRESS', 'DUE', 'PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')),
	CONSTRAINT "timesheets_bonus_amount_check" CHECK ("timesheets"."bonus_amount" is null or "timesheets"."bonus_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"expense_record_id" uuid,
	"file_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"outdated" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_file_type_check" CHECK ("files"."file_type" in ('FEE_INVOICE', 'BONUS_INVOICE', 'EXPENSE_INVOICE', 'EXPENSE_RECEIPT')),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"invoicing_entity_id" uuid,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_timesheet_kind_key" UNIQUE("timesheet_id","kind"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('TIMESHEET', 'EXPENSES', 'BONUS')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'EUR', 'CHF', 'SAR', 'AED', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"component" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"reviewer_name" text NOT NULL,
	"review_link_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_component_check" CHECK ("reviews"."component" in ('TIMESHEET', 'EXPENSES', 'BONUS')),
	CONSTRAINT "reviews_decision_check" CHECK ("reviews"."decision" in ('CONTESTED', 'APPROVED')),
	CONSTRAINT "reviews_contest_reason_check" CHECK ("reviews"."decision" <> 'CONTESTED' or length(trim(coalesce("reviews"."reason", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"timesheet_record_id" uuid,
	"expense_record_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_single_subject_check" CHECK ("message_threads"."timesheet_record_id" is null or "message_threads"."expense_record_id" is null)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_text_check" CHECK (length(trim("messages"."text")) > 0 and length("messages"."text") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"timesheet_id" uuid,
	"event" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_logs_action_check" CHECK ("activity_logs"."action" in ('INSERT', 'UPDATE', 'DELETE')),
	CONSTRAINT "activity_logs_entity_type_check" CHECK ("activity_logs"."entity_type" in ('timesheet', 'timesheet_record'))
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_type" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "mail_outbox_notification_type_check" CHECK ("mail_outbox"."notification_type" is null or "mail_outbox"."notification_type" in ('DUE_TIMESHEET_FIRST_REMINDER', 'DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER', 'TIMESHEET_CORRECTION', 'TIMESHEET_SUBMITTED_CONTRACTOR', 'TIMESHEET_REVIEW', 'TIMESHEET_SUBMITTED_ADMIN', 'TIMESHEET_CLOSED', 'NEW_ENGAGEMENT', 'NEW_USER')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_invoicing_entity_id_invoicing_entities_id_fk" FOREIGN KEY ("invoicing_entity_id") REFERENCES "public"."invoicing_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_reviewers" ADD CONSTRAINT "timesheet_reviewers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_project_engagement_id_project_engagements_id_fk" FOREIGN KEY ("project_engagement_id") REFERENCES "public"."project_engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_engagements" ADD CONSTRAINT "project_engagements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_engagements" ADD CONSTRAINT "project_engagements_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_records" ADD CONSTRAINT "expense_records_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_records" ADD CONSTRAINT "timesheet_records_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_records" ADD CONSTRAINT "timesheet_records_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_engagement_id_project_engagements_id_fk" FOREIGN KEY ("project_engagement_id") REFERENCES "public"."project_engagements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_expense_record_id_expense_records_id_fk" FOREIGN KEY ("expense_record_id") REFERENCES "public"."expense_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoicing_entity_id_invoicing_entities_id_fk" FOREIGN KEY ("invoicing_entity_id") REFERENCES "public"."invoicing_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_reviewer_id_timesheet_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."timesheet_reviewers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_link_id_review_links_id_fk" FOREIGN KEY ("review_link_id") REFERENCES "public"."review_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_timesheet_record_id_timesheet_records_id_fk" FOREIGN KEY ("timesheet_record_id") REFERENCES "public"."timesheet_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_expense_record_id_expense_records_id_fk" FOREIGN KEY ("expense_record_id") REFERENCES "public"."expense_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "invitations_contractor_idx" ON "invitations" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "engagements_project_engagement_idx" ON "engagements" USING btree ("project_engagement_id");--> statement-breakpoint
CREATE INDEX "project_engagements_contractor_idx" ON "project_engagements" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "expense_records_timesheet_idx" ON "expense_records" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_records_timesheet_date_idx" ON "timesheet_records" USING btree ("timesheet_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_contractor_period_idx" ON "timesheets" USING btree ("contractor_id","billing_period");--> statement-breakpoint
CREATE INDEX "timesheets_project_period_idx" ON "timesheets" USING btree ("project_id","billing_period");--> statement-breakpoint
CREATE INDEX "timesheets_period_status_idx" ON "timesheets" USING btree ("billing_period","status");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "files_timesheet_type_idx" ON "files" USING btree ("timesheet_id","file_type");--> statement-breakpoint
CREATE INDEX "files_expense_record_idx" ON "files" USING btree ("expense_record_id");--> statement-breakpoint
CREATE INDEX "review_links_timesheet_idx" ON "review_links" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "reviews_timesheet_idx" ON "reviews" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "message_threads_timesheet_idx" ON "message_threads" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_timesheet_idx" ON "activity_logs" USING btree ("timesheet_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_entity_idx" ON "activity_logs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "activity_logs_actor_idx" ON "activity_logs" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");