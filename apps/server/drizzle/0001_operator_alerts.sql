CREATE TABLE "operator_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"severity" text NOT NULL,
	"user_id" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_alerts_key" ON "operator_alerts" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "operator_alerts_open_idx" ON "operator_alerts" USING btree ("resolved_at","id");