CREATE TABLE "invoice_counters" (
	"contractor_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_contractor_id_year_pk" PRIMARY KEY("contractor_id","year"),
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;