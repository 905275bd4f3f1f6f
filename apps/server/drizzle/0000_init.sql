CREATE TABLE "admin_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"login_failures" integer DEFAULT 0 NOT NULL,
	"login_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"type" integer NOT NULL,
	"page_key" integer,
	"path" text,
	"web_url" text,
	"game_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"device_number" text,
	"app_package_name" text,
	"data" text NOT NULL,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"device_number" text,
	"event" text NOT NULL,
	"data" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"type_name" text NOT NULL,
	"channel_id" integer,
	"amount" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"wager_multiple" integer NOT NULL,
	"status" text NOT NULL,
	"gateway" text,
	"gateway_order_id" text,
	"pay_url" text,
	"utr" text,
	"utr_submitted_at" timestamp with time zone,
	"has_receipt" boolean DEFAULT false NOT NULL,
	"bank_name" text,
	"account_holder" text,
	"ifsc_code" text,
	"account_no" text,
	"upi" text,
	"remark" text,
	"crypto" text,
	"coin_amount" text,
	"address" text,
	"credited_amount" bigint,
	"credited_bonus" bigint,
	"reject_reason" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0 and "deposit_orders"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"order_no" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"suggestion" text NOT NULL,
	"phone" text,
	"email" text,
	"screenshot_type" text,
	"screenshot_base64" text,
	"reply" text,
	"replied_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_url" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"engine" text NOT NULL,
	"image_url" text NOT NULL,
	"image_size" integer DEFAULT 1 NOT NULL,
	"show_sort" integer DEFAULT 0 NOT NULL,
	"corner_mark" text,
	"label_ids" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text,
	"order_no" text,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_code_redemptions" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiple" integer NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"owner" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"last_error" text,
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."balance" is not null and "ledger_accounts"."balance" >= 0) or ("ledger_accounts"."user_id" is null and "ledger_accounts"."balance" is null)),
	CONSTRAINT "ledger_accounts_kind_check" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."kind" like 'house_%'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"user_id" bigint,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"code" text NOT NULL,
	"user_id" bigint,
	"amount" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"memo" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_reads" (
	"mail_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"template" text,
	"template_params" jsonb,
	"reward_id" bigint,
	"broadcast_reward" bigint,
	"broadcast_wager_multiple" integer,
	"expires_at" timestamp with time zone,
	"request_key" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mails_broadcast_reward_check" CHECK ("mails"."broadcast_reward" is null or ("mails"."user_id" is null and "mails"."broadcast_reward" > 0))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"account_name" text,
	"account_number" text NOT NULL,
	"ifsc" text,
	"account_type" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_daily_stats" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"max_single_deposit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion" text NOT NULL,
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiple" integer NOT NULL,
	"status" text NOT NULL,
	"claimable_until" timestamp with time zone,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "promotion_rewards_amount_check" CHECK ("promotion_rewards"."amount" > 0 and "promotion_rewards"."wager_multiple" >= 0),
	CONSTRAINT "promotion_rewards_status_check" CHECK ("promotion_rewards"."status" in ('claimable', 'claimed'))
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"bet" bigint NOT NULL,
	"payout" bigint,
	"params" jsonb NOT NULL,
	"state" jsonb,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_seeds" (
	"player_ref" text PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"previous_server_seed" text,
	"previous_server_seed_hash" text,
	"previous_client_seed" text,
	"previous_nonce" integer
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"launch_token" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_results" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"total_bet" bigint NOT NULL,
	"award" bigint NOT NULL,
	"prize_pool" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_accruals" (
	"inviter_id" bigint NOT NULL,
	"day" text NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"accrued" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"notify_url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"order_no" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_number" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_requests" (
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"content_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"device_number" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1),
	"public_id" text NOT NULL,
	"mobile" text,
	"password_hash" text,
	"withdraw_password_hash" text,
	"google_subject" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '1' NOT NULL,
	"email" text,
	"birthday" text,
	"whatsapp" text,
	"facebook" text,
	"telegram" text,
	"twitter" text,
	"invite_code" text NOT NULL,
	"inviter_id" bigint,
	"reg_channel" text,
	"ab_mode" text DEFAULT 'A' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"vip_exp" bigint DEFAULT 0 NOT NULL,
	"wager_remaining" bigint DEFAULT 0 NOT NULL,
	"total_deposit" bigint DEFAULT 0 NOT NULL,
	"invite_valid_at" timestamp with time zone,
	"deposit_closed" boolean DEFAULT false NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"adid" text,
	"device_number" text,
	"last_online_at" timestamp with time zone,
	"last_place_id" integer,
	"last_login_at" timestamp with time zone,
	"login_failures" integer DEFAULT 0 NOT NULL,
	"login_locked_until" timestamp with time zone,
	"withdraw_password_failures" integer DEFAULT 0 NOT NULL,
	"withdraw_password_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_ab_mode_check" CHECK ("users"."ab_mode" in ('A', 'B')),
	CONSTRAINT "users_wager_remaining_check" CHECK ("users"."wager_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"exp_limit" bigint NOT NULL,
	"relegation_deposit" bigint NOT NULL,
	"upgrade_reward" bigint NOT NULL,
	"week_reward" bigint NOT NULL,
	"monthly_reward" bigint NOT NULL,
	"birthday_reward" bigint NOT NULL,
	"withdraw_daily_max" bigint NOT NULL,
	"withdraw_fee_ppm" integer NOT NULL,
	"withdraw_daily_count" integer NOT NULL,
	"bet_rebate_ppm" integer NOT NULL,
	"pic_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text,
	"account_number" text NOT NULL,
	"ifsc" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"gateway_payout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_amount_check" CHECK ("withdrawal_orders"."amount" > 0 and "withdrawal_orders"."fee" >= 0 and "withdrawal_orders"."fee" < "withdrawal_orders"."amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_hash_key" ON "admin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_key" ON "admins" USING btree ("username");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_error_reports_created_idx" ON "client_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_key" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_utr_key" ON "deposit_orders" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_gateway_order_key" ON "deposit_orders" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_user_idx" ON "deposit_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_key" ON "game_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_key" ON "games" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_order_idx" ON "gateway_callbacks" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_code_redemptions_key" ON "gift_code_redemptions" USING btree ("code","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_key" ON "job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_kind_key" ON "ledger_accounts" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind_key" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_user_idx" ON "ledger_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_reads_key" ON "mail_reads" USING btree ("user_id","mail_id");--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_request_key" ON "mails" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_reward_key" ON "mails" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created_idx" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_created_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_number_key" ON "payout_accounts" USING btree ("user_id","type","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_daily_stats_key" ON "player_daily_stats" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "player_daily_stats_day_idx" ON "player_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_key" ON "promotion_rewards" USING btree ("promotion","user_id","period");--> statement-breakpoint
CREATE INDEX "promotion_rewards_user_idx" ON "promotion_rewards" USING btree ("user_id","promotion","id");--> statement-breakpoint
CREATE INDEX "provider_rounds_player_idx" ON "provider_rounds" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_results_key" ON "ranking_results" USING btree ("period","period_key","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_accruals_key" ON "referral_accruals" USING btree ("inviter_id","day");--> statement-breakpoint
CREATE INDEX "referral_accruals_day_idx" ON "referral_accruals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sandbox_callbacks_due_idx" ON "sandbox_callbacks" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_requests_key" ON "seamless_requests" USING btree ("provider","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_key" ON "seamless_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("provider","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_phone","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_id_key" ON "users" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_key" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "users_inviter_id_idx" ON "users" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_order_no_key" ON "withdrawal_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_key" ON "withdrawal_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_user_idx" ON "withdrawal_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status","id");