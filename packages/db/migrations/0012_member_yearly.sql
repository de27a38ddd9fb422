CREATE TABLE "report_member_yearly" (
	"brand_id" uuid NOT NULL,
	"year" date NOT NULL,
	"member_id" uuid NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_yearly_brand_id_year_member_id_pk" PRIMARY KEY("brand_id","year","member_id")
);
--> statement-breakpoint
ALTER TABLE "report_member_yearly" ADD CONSTRAINT "report_member_yearly_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Years already rolled up, from their months (the roll-up keeps both from here on, in one transaction).
INSERT INTO "report_member_yearly" ("brand_id", "year", "member_id", "bets", "wins", "bet_count", "days")
  SELECT "brand_id", date_trunc('year', "month")::date, "member_id", sum("bets"), sum("wins"), sum("bet_count"), sum("days")
  FROM "report_member_monthly" GROUP BY 1, 2, 3;
