CREATE TABLE "statement_line_uses" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"file_name" text,
	"line" integer NOT NULL,
	"approved_by" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "second_factor_reset_by" text;