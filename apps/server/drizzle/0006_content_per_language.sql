-- Content per language: what existed is English; the old columns go once copied.
ALTER TABLE "banners" ADD COLUMN "texts" jsonb;--> statement-breakpoint
UPDATE "banners" SET "texts" = jsonb_build_object('en', jsonb_build_object('title', "title", 'imageUrl', "image_url"));--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_labels" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "game_labels" SET "names" = jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "game_labels" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_messages" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "roll_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
UPDATE "roll_messages" SET "texts" = jsonb_build_object('en', "content");--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "game_labels" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "roll_messages" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "roll_messages" ADD CONSTRAINT "roll_messages_kind_check" CHECK (("roll_messages"."texts" is null) <> ("roll_messages"."params" is null));
