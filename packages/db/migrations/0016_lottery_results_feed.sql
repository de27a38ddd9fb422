CREATE TABLE "lottery_feed_results" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_url" text;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_auth_header" text;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_last_error" text;--> statement-breakpoint
ALTER TABLE "lottery_region_settings" ADD COLUMN "feed_last_error_detail" text;--> statement-breakpoint
ALTER TABLE "lottery_feed_results" ADD CONSTRAINT "lottery_feed_results_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_feed_results" ADD CONSTRAINT "lottery_feed_results_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_feed_results_outcome_idx" ON "lottery_feed_results" USING btree ("brand_id","outcome");