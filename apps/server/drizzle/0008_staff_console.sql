CREATE TABLE "admin_login_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "admin_login_challenges_kind_check" CHECK ("admin_login_challenges"."kind" in ('enrol', 'totp'))
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_id" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_by_id" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"transfer_id" bigint,
	CONSTRAINT "balance_adjustments_amount_check" CHECK ("balance_adjustments"."amount" <> 0),
	CONSTRAINT "balance_adjustments_status_check" CHECK ("balance_adjustments"."status" in ('requested', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "balance_adjustments_four_eyes_check" CHECK ("balance_adjustments"."decided_by_id" is null or "balance_adjustments"."decided_by_id" <> "balance_adjustments"."requested_by_id" or "balance_adjustments"."status" = 'cancelled')
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tags" (
	"user_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"role" text PRIMARY KEY NOT NULL,
	"permissions" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "step_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'super-admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "player_user_id" bigint;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "read_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "held_by" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_login_challenges_token_key" ON "admin_login_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_login_challenges_created_idx" ON "admin_login_challenges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_key" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_key" ON "balance_adjustments" USING btree ("requested_by_id","request_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_tags_key" ON "player_tags" USING btree ("user_id","tag");--> statement-breakpoint
CREATE INDEX "player_tags_tag_idx" ON "player_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "feedback_open_idx" ON "feedback" USING btree ("id") WHERE "feedback"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "payout_accounts_number_idx" ON "payout_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_device_number_idx" ON "sessions" USING btree ("device_number","created_at");--> statement-breakpoint
CREATE INDEX "users_device_number_idx" ON "users" USING btree ("device_number");--> statement-breakpoint
CREATE INDEX "users_nickname_lower_idx" ON "users" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
-- The audit chain. A row's payload is every column but hash, as canonical JSON text (the previous
-- row's hash included), so a changed, removed or reordered row breaks every hash after it.
CREATE FUNCTION audit_payload(entry audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    entry.seq, entry.prev_hash, entry.id, entry.admin_id, entry.actor, entry.action, entry.target_type,
    entry.target_id, entry.details, entry.before, entry.after, entry.ip, entry.request_id,
    (extract(epoch FROM entry.created_at) * 1000000)::bigint
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION audit_hash(entry audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(audit_payload(entry), 'UTF8')), 'hex')
$$;--> statement-breakpoint
UPDATE "audit_log" SET "seq" = numbered.position
  FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS position FROM "audit_log") AS numbered
  WHERE "audit_log"."id" = numbered."id";--> statement-breakpoint
DO $$
DECLARE
  entry audit_log;
  previous text := repeat('0', 64);
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY seq LOOP
    entry.prev_hash := previous;
    entry.hash := audit_hash(entry);
    UPDATE audit_log SET prev_hash = entry.prev_hash, hash = entry.hash WHERE id = entry.id;
    previous := entry.hash;
  END LOOP;
  INSERT INTO audit_chain_head (id, seq, hash) VALUES (1, (SELECT coalesce(max(seq), 0) FROM audit_log), previous);
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_key" ON "audit_log" USING btree ("seq");--> statement-breakpoint
-- Each insert takes the head row's lock, so links are made one at a time in commit order; the lock is
-- the last one an operator transaction takes (decision 017).
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_head;
BEGIN
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_hash(NEW);
  UPDATE audit_chain_head SET seq = NEW.seq, hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();--> statement-breakpoint
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE FUNCTION audit_chain_head_advance_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'the audit chain head only advances: % refused', TG_OP USING ERRCODE = '42501';
  END IF;
  IF NEW.id <> OLD.id OR NEW.seq <> OLD.seq + 1 THEN
    RAISE EXCEPTION 'the audit chain head only advances one link at a time' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_chain_head_advance_only BEFORE UPDATE OR DELETE ON audit_chain_head FOR EACH ROW EXECUTE FUNCTION audit_chain_head_advance_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chain_head FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
