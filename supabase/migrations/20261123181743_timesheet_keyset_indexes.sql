DROP INDEX "timesheets_contractor_period_idx";--> statement-breakpoint
DROP INDEX "timesheets_project_period_idx";--> statement-breakpoint
CREATE INDEX "timesheets_contractor_period_id_idx" ON "timesheets" USING btree ("contractor_id","billing_period","id");--> statement-breakpoint
CREATE INDEX "timesheets_project_period_id_idx" ON "timesheets" USING btree ("project_id","billing_period","id");--> statement-breakpoint
CREATE INDEX "timesheets_period_id_idx" ON "timesheets" USING btree ("billing_period","id");