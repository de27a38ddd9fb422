CREATE TABLE "contract_policies" (
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"step_bp" integer NOT NULL,
	"active_member_turnover" bigint NOT NULL,
	"periods" text NOT NULL,
	"carry_negative_default" boolean NOT NULL,
	"approval_threshold" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_policies_brand_id_type_pk" PRIMARY KEY("brand_id","type")
);
--> statement-breakpoint
CREATE TABLE "contract_settlement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"run_id" uuid,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"team_turnover" bigint NOT NULL,
	"team_wins" bigint NOT NULL,
	"team_net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"base" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"children_gross" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"decided_by" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "contract_settlements_kind" CHECK ("contract_settlements"."kind" in ('settlement', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"period" text NOT NULL,
	"carry_negative" boolean NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"upline_id" uuid,
	"status" text NOT NULL,
	"termination_by" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_policies" ADD CONSTRAINT "contract_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement_runs" ADD CONSTRAINT "contract_settlement_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_run_id_contract_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."contract_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlement_runs_uq" ON "contract_settlement_runs" USING btree ("brand_id","type","period","period_start","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_once_uq" ON "contract_settlements" USING btree ("contract_id","period_start","version") WHERE "contract_settlements"."kind" = 'settlement';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_correction_uq" ON "contract_settlements" USING btree ("contract_id","period_start","version","attempt") WHERE "contract_settlements"."kind" = 'correction';--> statement-breakpoint
CREATE INDEX "contract_settlements_agent_idx" ON "contract_settlements" USING btree ("agent_id","type","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_status_idx" ON "contract_settlements" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "contract_settlements_run_idx" ON "contract_settlements" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "contracts_agent_idx" ON "contracts" USING btree ("agent_id","type");--> statement-breakpoint
CREATE INDEX "contracts_upline_idx" ON "contracts" USING btree ("upline_id","type");--> statement-breakpoint
CREATE INDEX "contracts_brand_idx" ON "contracts" USING btree ("brand_id","type","status");--> statement-breakpoint
-- hand-written: contract versions are kept forever, never changed (DOMAIN §5.6).
CREATE TRIGGER contract_versions_append_only
  BEFORE UPDATE OR DELETE ON contract_versions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
