ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoicing_entity_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_invoicing_entity_id_invoicing_entities_id_fk" FOREIGN KEY ("invoicing_entity_id") REFERENCES "public"."invoicing_entities"("id") ON DELETE set null ON UPDATE no action;