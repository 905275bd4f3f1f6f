CREATE TABLE "rg_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "rg_exclusions_kind_check" CHECK ("rg_exclusions"."kind" in ('timeout', 'selfExclusion'))
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"pending_until" timestamp with time zone,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_kind_check" CHECK ("rg_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "rg_limits_period_check" CHECK ("rg_limits"."period" in ('day', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rg_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rg_block_kind" text;--> statement-breakpoint
CREATE INDEX "rg_exclusions_user_idx" ON "rg_exclusions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_limits_key" ON "rg_limits" USING btree ("user_id","kind","period");--> statement-breakpoint
CREATE INDEX "seamless_transactions_user_idx" ON "seamless_transactions" USING btree ("user_id","created_at");