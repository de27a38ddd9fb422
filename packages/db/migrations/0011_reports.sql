CREATE SEQUENCE "public"."payments_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "report_daily" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"new_players" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_finance_daily" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_finance_daily_brand_id_day_kind_channel_status_pk" PRIMARY KEY("brand_id","day","kind","channel","status")
);
--> statement-breakpoint
CREATE TABLE "report_first_deposits" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_game_daily" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_daily_brand_id_day_vendor_id_game_id_pk" PRIMARY KEY("brand_id","day","vendor_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "report_game_players" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"game_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "report_game_players_brand_id_day_game_id_member_id_pk" PRIMARY KEY("brand_id","day","game_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_gaps" (
	"source" text NOT NULL,
	"id" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_gaps_source_id_pk" PRIMARY KEY("source","id")
);
--> statement-breakpoint
CREATE TABLE "report_member_daily" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_daily_brand_id_day_member_id_pk" PRIMARY KEY("brand_id","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_member_monthly" (
	"brand_id" uuid NOT NULL,
	"month" date NOT NULL,
	"member_id" uuid NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_monthly_brand_id_month_member_id_pk" PRIMARY KEY("brand_id","month","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_registrations_daily" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_registrations_daily_brand_id_day_source_pk" PRIMARY KEY("brand_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "report_watermarks" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "report_seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "change_seq" bigint DEFAULT nextval('payments_change_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "change_seq" bigint DEFAULT nextval('payments_change_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_finance_daily" ADD CONSTRAINT "report_finance_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_first_deposits" ADD CONSTRAINT "report_first_deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_game_daily" ADD CONSTRAINT "report_game_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_game_players" ADD CONSTRAINT "report_game_players_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_daily" ADD CONSTRAINT "report_member_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_monthly" ADD CONSTRAINT "report_member_monthly_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_registrations_daily" ADD CONSTRAINT "report_registrations_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_member_daily_member_idx" ON "report_member_daily" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "members_report_seq_uq" ON "members" USING btree ("report_seq");--> statement-breakpoint
CREATE INDEX "deposits_change_idx" ON "deposits" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "withdrawals_change_idx" ON "withdrawals" USING btree ("change_seq");--> statement-breakpoint
-- Every change of a deposit or withdrawal takes a new number, so the reports roll-up finds changed
-- requests past its watermark (payments only; the bet path writes neither table).
CREATE FUNCTION payments_renumber_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('payments_change_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deposits_change_seq BEFORE UPDATE ON "deposits"
  FOR EACH ROW EXECUTE FUNCTION payments_renumber_change();--> statement-breakpoint
CREATE TRIGGER withdrawals_change_seq BEFORE UPDATE ON "withdrawals"
  FOR EACH ROW EXECUTE FUNCTION payments_renumber_change();
