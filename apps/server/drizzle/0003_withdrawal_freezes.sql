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
CREATE UNIQUE INDEX "withdrawal_freezes_reference_key" ON "withdrawal_freezes" USING btree ("reason","reference");--> statement-breakpoint
CREATE INDEX "withdrawal_freezes_user_idx" ON "withdrawal_freezes" USING btree ("user_id","cleared_at");