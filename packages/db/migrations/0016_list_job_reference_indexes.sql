CREATE INDEX "charter_requests_status_job_idx" ON "charter_requests" USING btree ("status","job_reference");--> statement-breakpoint
CREATE INDEX "charter_requests_client_status_job_idx" ON "charter_requests" USING btree ("client_id","status","job_reference");--> statement-breakpoint
CREATE INDEX "charter_requests_department_status_job_idx" ON "charter_requests" USING btree ("client_department_id","status","job_reference");--> statement-breakpoint
CREATE INDEX "charter_requests_staff_status_job_idx" ON "charter_requests" USING btree ("client_staff_id","status","job_reference");