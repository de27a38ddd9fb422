CREATE TABLE "game_favorites" (
	"member_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts_non_negative" CHECK ("game_rounds"."bet_minor" >= 0 and "game_rounds"."win_minor" >= 0 and "game_rounds"."refund_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"bet_reference" text,
	"content_hash" text NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"categories" text[] NOT NULL,
	"wallet_mode" text NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"house" boolean DEFAULT false NOT NULL,
	"launch_url_template" text DEFAULT '' NOT NULL,
	"transfer_api_url" text DEFAULT '' NOT NULL,
	"secret_sealed" text,
	"secret_rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"node_id" text DEFAULT '' NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"small_icon" text DEFAULT '' NOT NULL,
	"large_icon" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"trial_allowed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"lobby" boolean DEFAULT false NOT NULL,
	"min_bet_minor" bigint,
	"max_bet_minor" bigint,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"server_seed_sealed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"round_reference" text NOT NULL,
	"request_id" text NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"slot_id" text NOT NULL,
	"variant" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_request_nonces" (
	"vendor_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_request_nonces_vendor_id_nonce_pk" PRIMARY KEY("vendor_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_amount_positive" CHECK ("vendor_transfers"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_request_nonces" ADD CONSTRAINT "vendor_request_nonces_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_launches_token_uq" ON "game_launches" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_reference_uq" ON "game_rounds" USING btree ("vendor_id","member_id","reference");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_brand_idx" ON "game_rounds" USING btree ("brand_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_uq" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_reference_uq" ON "game_transactions" USING btree ("vendor_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_rollback_uq" ON "game_transactions" USING btree ("vendor_id","bet_reference") WHERE "game_transactions"."kind" = 'rollback';--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_code_uq" ON "game_vendors" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor_id","code");--> statement-breakpoint
CREATE INDEX "games_brand_idx" ON "games" USING btree ("brand_id","game_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."active";--> statement-breakpoint
CREATE INDEX "house_seeds_member_idx" ON "house_seeds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_spins_request_uq" ON "house_spins" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_spins_nonce_uq" ON "house_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_spins_round_uq" ON "house_spins" USING btree ("round_reference");--> statement-breakpoint
CREATE INDEX "house_spins_member_idx" ON "house_spins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_nonces_seen_idx" ON "vendor_request_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_reference_uq" ON "vendor_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending_idx" ON "vendor_transfers" USING btree ("status","created_at") WHERE "vendor_transfers"."status" = 'pending';