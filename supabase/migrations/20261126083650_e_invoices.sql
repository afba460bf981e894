CREATE TABLE "e_invoices" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"profile" text NOT NULL,
	"vat_category" text NOT NULL,
	"xml_storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_vat_category_check" CHECK ("e_invoices"."vat_category" in ('S', 'AE', 'O', 'E', 'Z'))
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "vat_category_override" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "electronic_address" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_invoice_idx" ON "e_invoices" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_vat_category_check" CHECK ("contractors"."vat_category_override" is null or "contractors"."vat_category_override" in ('S', 'AE', 'O', 'E', 'Z'));--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD CONSTRAINT "invoicing_entities_payment_terms_check" CHECK ("invoicing_entities"."payment_terms_days" is null or "invoicing_entities"."payment_terms_days" between 0 and 365);