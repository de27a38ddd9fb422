CREATE TABLE "turnover_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"locked" bigint NOT NULL,
	"required" bigint NOT NULL,
	"achieved" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"source_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "turnover_amounts_positive" CHECK ("turnover_requirements"."locked" >= 0 and "turnover_requirements"."required" >= 0 and "turnover_requirements"."achieved" >= 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_source_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("source_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turnover_member_open_idx" ON "turnover_requirements" USING btree ("member_id","created_at") WHERE "turnover_requirements"."cleared_at" is null;