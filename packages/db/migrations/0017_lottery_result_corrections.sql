ALTER TABLE "lottery_draws" ADD COLUMN "correction_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;