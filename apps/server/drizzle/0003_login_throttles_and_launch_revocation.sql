CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_throttles_updated_idx" ON "login_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "game_launch_tokens_user_idx" ON "game_launch_tokens" USING btree ("user_id","expires_at");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "login_locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";