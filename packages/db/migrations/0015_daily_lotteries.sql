CREATE TABLE "lottery_calendar_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"date" text NOT NULL,
	"region" text,
	"station_code" text,
	"cancelled" boolean NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_region_settings" (
	"brand_id" uuid NOT NULL,
	"region" text NOT NULL,
	"cutoff_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_region_settings_brand_id_region_pk" PRIMARY KEY("brand_id","region")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "pending_result" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_entered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_entered_by" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_calendar_overrides" ADD CONSTRAINT "lottery_calendar_overrides_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD CONSTRAINT "lottery_region_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_calendar_overrides_date_idx" ON "lottery_calendar_overrides" USING btree ("brand_id","date");--> statement-breakpoint
-- hand-written: the house vendor now also shows in the lottery lane (the daily Vietnamese draws).
UPDATE "game_vendors" SET "categories" = array_append("categories", 'LOTT') WHERE "house" AND NOT ('LOTT' = ANY("categories"));
