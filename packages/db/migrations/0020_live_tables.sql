CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"spot" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_bets_amounts" CHECK ("live_bets"."stake_minor" > 0 and "live_bets"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"shoe_id" uuid,
	"cursor" integer,
	"seed_hash" text,
	"seed_sealed" text,
	"seed" text,
	"phase" text DEFAULT 'betting' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"dealt_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"result" jsonb,
	"void_reason" text,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"seed_hash" text NOT NULL,
	"seed_sealed" text NOT NULL,
	"seed" text,
	"cursor" integer NOT NULL,
	"cut_passed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_slips_total_positive" CHECK ("live_slips"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"variant" text,
	"status" text DEFAULT 'open' NOT NULL,
	"betting_seconds" integer NOT NULL,
	"spots" jsonb,
	"client_seed" text NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_slip_id_live_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."live_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_shoe_id_live_shoes_id_fk" FOREIGN KEY ("shoe_id") REFERENCES "public"."live_shoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shoes" ADD CONSTRAINT "live_shoes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slips" ADD CONSTRAINT "live_slips_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slips" ADD CONSTRAINT "live_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "live_bets_member_idx" ON "live_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "live_bets_slip_idx" ON "live_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_number_uq" ON "live_rounds" USING btree ("game_id","number");--> statement-breakpoint
CREATE INDEX "live_rounds_open_idx" ON "live_rounds" USING btree ("phase","closes_at") WHERE "live_rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "live_shoes_number_uq" ON "live_shoes" USING btree ("game_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "live_slips_request_uq" ON "live_slips" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "live_slips_round_idx" ON "live_slips" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "live_slips_pending_idx" ON "live_slips" USING btree ("placed_at") WHERE "live_slips"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "live_tables_brand_idx" ON "live_tables" USING btree ("brand_id");