CREATE TABLE "mall_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"points" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"rate" text NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_earning_days" (
	"brand_id" uuid NOT NULL,
	"day" text NOT NULL,
	"members" integer NOT NULL,
	"points" bigint NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_earning_days_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
CREATE TABLE "mall_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"transaction_no" text NOT NULL,
	"gift_name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash_value" bigint NOT NULL,
	"status" text NOT NULL,
	"day" text NOT NULL,
	"recipient" text NOT NULL,
	"address" text NOT NULL,
	"mobile" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"points_returned_at" timestamp with time zone,
	"grant_id" uuid,
	CONSTRAINT "mall_exchanges_amounts" CHECK ("mall_exchanges"."quantity" > 0 and "mall_exchanges"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"kind" text NOT NULL,
	"points_price" bigint NOT NULL,
	"cash_value" bigint NOT NULL,
	"stock" integer,
	"member_limit" integer,
	"daily_limit" integer,
	"min_vip_level" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_gifts_numbers" CHECK ("mall_gifts"."points_price" > 0 and "mall_gifts"."cash_value" >= 0 and coalesce("mall_gifts"."stock", 0) >= 0
        and coalesce("mall_gifts"."member_limit", 1) > 0 and coalesce("mall_gifts"."daily_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"reward_cash" bigint DEFAULT 0 NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_tickets" integer DEFAULT 0 NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counter" text NOT NULL,
	"game_type" text,
	"game_id" uuid,
	"profile_action" text,
	"target" bigint NOT NULL,
	"claim_mode" text NOT NULL,
	"reward_cash" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_tickets" integer DEFAULT 0 NOT NULL,
	"limit_per_period" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_target_positive" CHECK ("missions"."target" > 0 and "missions"."limit_per_period" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_checkins" (
	"promotion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_checkins_promotion_id_member_id_day_pk" PRIMARY KEY("promotion_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "promotion_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"owner_member_id" uuid,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"device_id" text,
	"zalo" text,
	"applied_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_watermarks" (
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_watermarks_brand_id_name_pk" PRIMARY KEY("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"join_mode" text NOT NULL,
	"audience" jsonb NOT NULL,
	"one_per_person" boolean DEFAULT false NOT NULL,
	"match_on" text[] DEFAULT '{}'::text[] NOT NULL,
	"config" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sessions" jsonb NOT NULL,
	"tries_per_day" integer NOT NULL,
	"gate" text DEFAULT 'none' NOT NULL,
	"gate_min" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" text NOT NULL,
	"try_no" integer NOT NULL,
	"used_ticket" boolean DEFAULT false NOT NULL,
	"ip" text NOT NULL,
	"won" boolean NOT NULL,
	"prize_id" uuid,
	"amount" bigint DEFAULT 0 NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"total_stock" integer,
	"remaining_stock" integer,
	"probability_bp" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "raffle_prizes_stock" CHECK ("raffle_prizes"."remaining_stock" is null or ("raffle_prizes"."remaining_stock" >= 0 and "raffle_prizes"."remaining_stock" <= "raffle_prizes"."total_stock")),
	CONSTRAINT "raffle_prizes_probability" CHECK ("raffle_prizes"."probability_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reward_key" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balance_positive" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"member_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_tickets_member_id_brand_id_pk" PRIMARY KEY("member_id","brand_id"),
	CONSTRAINT "raffle_tickets_positive" CHECK ("raffle_tickets"."tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"grant_key" text NOT NULL,
	"title" jsonb NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"raffle_tickets" integer DEFAULT 0 NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"turnover_locked" bigint DEFAULT 0 NOT NULL,
	"turnover_weights" jsonb,
	"turnover_days" integer,
	"max_bet" bigint,
	"ledger_kind" text DEFAULT 'bonus' NOT NULL,
	"status" text NOT NULL,
	"claim_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" bigint,
	"requirement_id" uuid,
	"created_by" uuid,
	"approved_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "reward_grants_amounts" CHECK ("reward_grants"."cash" >= 0 and "reward_grants"."points" >= 0 and "reward_grants"."raffle_tickets" >= 0
        and "reward_grants"."turnover_required" >= 0 and "reward_grants"."turnover_locked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"from_rank" smallint NOT NULL,
	"to_rank" smallint NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"operator_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"rank" smallint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"deposit_required" bigint DEFAULT 0 NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"maintenance_turnover" bigint DEFAULT 0 NOT NULL,
	"maintenance_days" integer DEFAULT 60 NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"upgrade_turnover_multiple" integer DEFAULT 1 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_turnover_multiple" integer DEFAULT 1 NOT NULL,
	"birthday_min_account_days" integer DEFAULT 60 NOT NULL,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rebate_daily_cap" bigint DEFAULT 0 NOT NULL,
	"withdrawal_daily_limit" bigint DEFAULT 0 NOT NULL,
	"free_withdrawals" integer DEFAULT 0 NOT NULL,
	"points_rate" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."rank" >= 0 and "vip_levels"."deposit_required" >= 0 and "vip_levels"."turnover_required" >= 0
        and "vip_levels"."maintenance_turnover" >= 0 and "vip_levels"."maintenance_days" > 0
        and "vip_levels"."upgrade_bonus" >= 0 and "vip_levels"."birthday_bonus" >= 0 and "vip_levels"."rebate_daily_cap" >= 0
        and "vip_levels"."withdrawal_daily_limit" >= 0 and "vip_levels"."free_withdrawals" >= 0 and "vip_levels"."points_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	"highest_rank" smallint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"window_start" date NOT NULL,
	"window_turnover" bigint DEFAULT 0 NOT NULL,
	"total_deposit" bigint DEFAULT 0 NOT NULL,
	"total_turnover" bigint DEFAULT 0 NOT NULL,
	"evaluated_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_runs" (
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"members" integer DEFAULT 0 NOT NULL,
	"promoted" integer DEFAULT 0 NOT NULL,
	"demoted" integer DEFAULT 0 NOT NULL,
	"grants" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "vip_runs_brand_id_kind_day_pk" PRIMARY KEY("brand_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "max_bet" bigint;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "mall_conversions" ADD CONSTRAINT "mall_conversions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_conversions" ADD CONSTRAINT "mall_conversions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_earning_days" ADD CONSTRAINT "mall_earning_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_gift_id_mall_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."mall_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_gifts" ADD CONSTRAINT "mall_gifts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_images" ADD CONSTRAINT "mall_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_checkins" ADD CONSTRAINT "promotion_checkins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_checkins" ADD CONSTRAINT "promotion_checkins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_media" ADD CONSTRAINT "promotion_media_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_media" ADD CONSTRAINT "promotion_media_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_watermarks" ADD CONSTRAINT "promotion_watermarks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_events" ADD CONSTRAINT "raffle_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_participations" ADD CONSTRAINT "raffle_participations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_participations" ADD CONSTRAINT "raffle_participations_event_id_raffle_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."raffle_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_participations" ADD CONSTRAINT "raffle_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_participations" ADD CONSTRAINT "raffle_participations_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_event_id_raffle_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."raffle_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_runs" ADD CONSTRAINT "vip_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_conversions_request_idx" ON "mall_conversions" USING btree ("brand_id","request_id");--> statement-breakpoint
CREATE INDEX "mall_conversions_member_idx" ON "mall_conversions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_request_idx" ON "mall_exchanges" USING btree ("brand_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_number_idx" ON "mall_exchanges" USING btree ("brand_id","transaction_no");--> statement-breakpoint
CREATE INDEX "mall_exchanges_member_idx" ON "mall_exchanges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_exchanges_gift_idx" ON "mall_exchanges" USING btree ("gift_id","member_id","day");--> statement-breakpoint
CREATE INDEX "mall_exchanges_status_idx" ON "mall_exchanges" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "mall_gifts_brand_idx" ON "mall_gifts" USING btree ("brand_id","active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_completions_once_uq" ON "mission_completions" USING btree ("mission_id","member_id","period","seq");--> statement-breakpoint
CREATE INDEX "mission_completions_brand_idx" ON "mission_completions" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "mission_completions_ungranted_idx" ON "mission_completions" USING btree ("brand_id","created_at") WHERE "mission_completions"."grant_id" is null;--> statement-breakpoint
CREATE INDEX "missions_brand_idx" ON "missions" USING btree ("brand_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "promotion_media_owner_idx" ON "promotion_media" USING btree ("owner_member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_uq" ON "promotion_participations" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_zalo_uq" ON "promotion_participations" USING btree ("promotion_id","zalo") WHERE "promotion_participations"."zalo" is not null;--> statement-breakpoint
CREATE INDEX "promotion_participations_review_idx" ON "promotion_participations" USING btree ("brand_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "raffle_events_brand_idx" ON "raffle_events" USING btree ("brand_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_participations_try_uq" ON "raffle_participations" USING btree ("event_id","member_id","day","try_no");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_participations_win_uq" ON "raffle_participations" USING btree ("event_id","member_id","day") WHERE "raffle_participations"."won";--> statement-breakpoint
CREATE INDEX "raffle_participations_brand_idx" ON "raffle_participations" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "raffle_prizes_event_idx" ON "raffle_prizes" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_key_uq" ON "referral_rewards" USING btree ("brand_id","reward_key");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_key_idx" ON "point_entries" USING btree ("brand_id","entry_key");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_key_idx" ON "reward_grants" USING btree ("brand_id","grant_key");--> statement-breakpoint
CREATE INDEX "reward_grants_member_idx" ON "reward_grants" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reward_grants_status_idx" ON "reward_grants" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reward_grants_source_idx" ON "reward_grants" USING btree ("brand_id","source","source_id");--> statement-breakpoint
CREATE INDEX "vip_changes_member_idx" ON "vip_changes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "vip_changes_brand_idx" ON "vip_changes" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_rank_idx" ON "vip_levels" USING btree ("brand_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_code_idx" ON "vip_levels" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "vip_members_brand_rank_idx" ON "vip_members" USING btree ("brand_id","rank");--> statement-breakpoint
CREATE INDEX "vip_runs_brand_idx" ON "vip_runs" USING btree ("brand_id","kind","day");--> statement-breakpoint
CREATE INDEX "members_recommender_idx" ON "members" USING btree ("brand_id",("profile" ->> 'recommenderId'));--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("brand_id","settled_at") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_grant_idx" ON "turnover_requirements" USING btree ("grant_id");