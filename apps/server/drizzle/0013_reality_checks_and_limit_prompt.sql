CREATE TABLE "rg_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"limit_prompt_answer" text,
	"limit_prompt_answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_preferences_limit_prompt_answer_check" CHECK ("rg_preferences"."limit_prompt_answer" in ('limitSet', 'skipped')),
	CONSTRAINT "rg_preferences_reality_check_minutes_check" CHECK ("rg_preferences"."reality_check_minutes" between 1 and 1440)
);
