-- Compliance that holds to departure (ADR 0039): the aircraft an Air Operator Certificate covers,
-- an insurance's liability cover, and what the daily check found on a booked charter.
CREATE TABLE "supplier_document_aircraft" (
	"document_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "supplier_document_aircraft_document_id_aircraft_id_pk" PRIMARY KEY("document_id","aircraft_id")
);
--> statement-breakpoint
ALTER TABLE "charter_requests" ADD COLUMN "compliance_lapse" text;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD COLUMN "compliance_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD COLUMN "compliance_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "liability_cover" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "supplier_document_aircraft" ADD CONSTRAINT "supplier_document_aircraft_document_id_supplier_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."supplier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_aircraft" ADD CONSTRAINT "supplier_document_aircraft_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_document_aircraft_aircraft_idx" ON "supplier_document_aircraft" USING btree ("aircraft_id");--> statement-breakpoint
-- Aircraft flown before certificates listed them stay flyable: every active aircraft of an operator
-- goes on its approved, active Air Operator Certificates, ticked.
INSERT INTO "supplier_document_aircraft" ("document_id", "aircraft_id", "approved")
SELECT d."id", a."id", true FROM "supplier_documents" d JOIN "aircraft" a ON a."supplier_id" = d."supplier_id"
WHERE d."active" AND d."approved" AND d."file_category" = 'Air Operator Certificate' AND a."status" = 'Active'
ON CONFLICT DO NOTHING;