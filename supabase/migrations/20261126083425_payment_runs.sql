CREATE TABLE "payment_run_invoices" (
	"payment_run_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"iban" text,
	"bic" text,
	CONSTRAINT "payment_run_invoices_pkey" PRIMARY KEY("payment_run_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"invoicing_entity_id" uuid NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"execution_date" date NOT NULL,
	"debtor_name" text NOT NULL,
	"debtor_iban" text NOT NULL,
	"debtor_bic" text,
	"sepa_xml" text,
	"outside_csv" text,
	"sepa_count" integer DEFAULT 0 NOT NULL,
	"outside_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_on" date,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_runs_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_runs_status_check" CHECK ("payment_runs"."status" in ('CREATED', 'EXECUTED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_amount" numeric(14, 2);--> statement-breakpoint
-- Invoices made before the payable total was kept: their amount (tax was not recorded on them).
UPDATE "invoices" SET "total_amount" = "amount";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" text DEFAULT 'ISSUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_run_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payment_run_invoices" ADD CONSTRAINT "payment_run_invoices_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_invoices" ADD CONSTRAINT "payment_run_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_invoicing_entity_id_invoicing_entities_id_fk" FOREIGN KEY ("invoicing_entity_id") REFERENCES "public"."invoicing_entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_run_invoices_invoice_idx" ON "payment_run_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_runs_created_idx" ON "payment_runs" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_entity_status_idx" ON "invoices" USING btree ("invoicing_entity_id","status","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_payment_run_idx" ON "invoices" USING btree ("payment_run_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('ISSUED', 'IN_PAYMENT_RUN', 'PAID'));