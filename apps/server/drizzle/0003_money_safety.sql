CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_freezes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"owed" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"clear_note" text
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "win_chance_ppm" integer;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_wager_remaining" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_throttles_updated_idx" ON "login_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_freezes_reference_key" ON "withdrawal_freezes" USING btree ("reason","reference");--> statement-breakpoint
CREATE INDEX "withdrawal_freezes_user_idx" ON "withdrawal_freezes" USING btree ("user_id","cleared_at");--> statement-breakpoint
CREATE INDEX "game_launch_tokens_user_idx" ON "game_launch_tokens" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus_idx" ON "game_rounds" USING btree ("user_id") WHERE "game_rounds"."status" = 'open' and "game_rounds"."bonus_bet_amount" > 0;--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "login_locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_bet_check" CHECK ("game_rounds"."bonus_bet_amount" between 0 and "game_rounds"."bet_amount");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_wager_remaining_check" CHECK ("users"."bonus_wager_remaining" >= 0);--> statement-breakpoint
-- Every existing player gets the new bonus account (new players get it from openPlayerAccounts).
INSERT INTO "ledger_accounts" ("user_id", "kind", "balance", "created_at")
SELECT "id", 'user_bonus', 0, now() FROM "users"
ON CONFLICT DO NOTHING;
