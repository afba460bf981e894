ALTER TABLE "invoicing_entities" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "invoicing_entities" ADD COLUMN "bic" text;