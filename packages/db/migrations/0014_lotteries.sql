CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"draw_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"market" text NOT NULL,
	"numbers" text[] NOT NULL,
	"points" integer NOT NULL,
	"price_milli" integer NOT NULL,
	"odds_milli" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."stake_minor" > 0 and "lottery_bets"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"day" text NOT NULL,
	"length" integer NOT NULL,
	"head" text NOT NULL,
	"last_seed_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"period" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"chain_id" uuid,
	"seed_index" integer,
	"seed" text,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" uuid NOT NULL,
	"market" text NOT NULL,
	"number" text NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_market_number_pk" PRIMARY KEY("draw_id","market","number"),
	CONSTRAINT "lottery_exposure_non_negative" CHECK ("lottery_exposure"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_markets" (
	"brand_id" uuid NOT NULL,
	"format" text NOT NULL,
	"market" text NOT NULL,
	"enabled" boolean NOT NULL,
	"price_milli" integer NOT NULL,
	"odds_milli" integer NOT NULL,
	"number_limit_minor" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_markets_brand_id_format_market_pk" PRIMARY KEY("brand_id","format","market")
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"draw_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_slips_total_positive" CHECK ("lottery_slips"."total_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chains" ADD CONSTRAINT "lottery_chains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chains" ADD CONSTRAINT "lottery_chains_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain_id_lottery_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."lottery_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_markets" ADD CONSTRAINT "lottery_markets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","member_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_slip_idx" ON "lottery_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chains_day_uq" ON "lottery_chains" USING btree ("game_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_period_uq" ON "lottery_draws" USING btree ("game_id","period");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_request_uq" ON "lottery_slips" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_slips_draw_idx" ON "lottery_slips" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_slips_pending_idx" ON "lottery_slips" USING btree ("placed_at") WHERE "lottery_slips"."status" = 'pending';--> statement-breakpoint
-- hand-written: the house vendor now also shows in the fast-lottery lane.
UPDATE "game_vendors" SET "categories" = array_append("categories", 'ELOTT') WHERE "house" AND NOT ('ELOTT' = ANY("categories"));
