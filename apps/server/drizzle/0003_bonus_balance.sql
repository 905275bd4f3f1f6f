ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "win_chance_ppm" integer;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_wager_remaining" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus_idx" ON "game_rounds" USING btree ("user_id") WHERE "game_rounds"."status" = 'open' and "game_rounds"."bonus_bet_amount" > 0;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_bet_check" CHECK ("game_rounds"."bonus_bet_amount" between 0 and "game_rounds"."bet_amount");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_wager_remaining_check" CHECK ("users"."bonus_wager_remaining" >= 0);--> statement-breakpoint
-- Every existing player gets the new bonus account (new players get it from openPlayerAccounts).
INSERT INTO "ledger_accounts" ("user_id", "kind", "balance", "created_at")
SELECT "id", 'user_bonus', 0, now() FROM "users"
ON CONFLICT DO NOTHING;
