DROP INDEX "payout_accounts_user_number_key";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "bank_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_number_key" ON "payout_accounts" USING btree ("user_id","type",coalesce("bank_code", ''),"account_number") WHERE "payout_accounts"."removed_at" is null;