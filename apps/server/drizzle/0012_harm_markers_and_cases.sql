CREATE TABLE "rg_case_markers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"assigned_to" text,
	"assigned_to_id" bigint,
	"opened_at" timestamp with time zone NOT NULL,
	"last_marker_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"outcome" text,
	CONSTRAINT "rg_cases_status_check" CHECK ("rg_cases"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "rg_limit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_case_markers_key" ON "rg_case_markers" USING btree ("user_id","kind","reference");--> statement-breakpoint
CREATE INDEX "rg_case_markers_case_idx" ON "rg_case_markers" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "rg_case_notes_case_idx" ON "rg_case_notes" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_cases_open_key" ON "rg_cases" USING btree ("user_id") WHERE "rg_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rg_cases_status_idx" ON "rg_cases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "rg_cases_assignee_idx" ON "rg_cases" USING btree ("assigned_to_id","status","id");--> statement-breakpoint
CREATE INDEX "rg_cases_user_idx" ON "rg_cases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rg_limit_requests_user_idx" ON "rg_limit_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "rg_limit_requests_requested_idx" ON "rg_limit_requests" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_created_idx" ON "deposit_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at");--> statement-breakpoint
-- Roles stored before the protection permissions existed get them as the default matrix gives them.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["protection.read", "protection.manage"]'::jsonb WHERE "role" in ('support', 'risk') AND NOT "permissions" ? 'protection.read';
