-- E-mail templates (name, value) kept on the Manage Workflows screen. State-change events name a template
-- in email_template, so names are unique ignoring case.
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_unique" ON "email_templates" USING btree (lower("name"));