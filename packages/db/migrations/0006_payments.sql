CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "job_runs_job_period_start_pk" PRIMARY KEY("job","period_start")
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_amount_positive" CHECK ("balance_adjustments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"channel_type" text NOT NULL,
	"request_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credited_minor" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_to" jsonb,
	"provider_ref" text,
	"payment_url" text,
	"reason" text,
	"reviewer_id" uuid,
	"reviewer_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"request_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_transfers_amount_positive" CHECK ("member_transfers"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank" jsonb,
	"gateway_provider" text,
	"gateway_secret_sealed" text,
	"expiry_minutes" integer DEFAULT 30 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_minor" > 0 and "payment_channels"."min_minor" <= "payment_channels"."max_minor"),
	CONSTRAINT "payment_channels_type" CHECK ("payment_channels"."type" in ('bank_transfer', 'gateway', 'c2c'))
);
--> statement-breakpoint
CREATE TABLE "payment_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"withdrawer_id" uuid NOT NULL,
	"source" text NOT NULL,
	"deposit_id" uuid,
	"depositor_id" uuid,
	"amount_minor" bigint NOT NULL,
	"received_minor" bigint,
	"status" text NOT NULL,
	"proof_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"dispute_proof_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"remark" text,
	"auto_receive_at" timestamp with time zone,
	"resolver_id" uuid,
	"resolver_name" text,
	"resolution_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_confirmations_amount_positive" CHECK ("payment_confirmations"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"seq" smallint DEFAULT 0 NOT NULL,
	"step" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" uuid,
	"reference" text,
	"legs" jsonb NOT NULL,
	"signal" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"transaction_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"reference" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"bank" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"matched_minor" bigint DEFAULT 0 NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"disbursed_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'holding' NOT NULL,
	"reason" text,
	"reviewer_id" uuid,
	"reviewer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_parts_within_amount" CHECK ("withdrawals"."matched_minor" >= 0 and "withdrawals"."received_minor" >= 0 and "withdrawals"."disbursed_minor" >= 0
        and "withdrawals"."matched_minor" + "withdrawals"."received_minor" + "withdrawals"."disbursed_minor" <= "withdrawals"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_withdrawer_id_members_id_fk" FOREIGN KEY ("withdrawer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_depositor_id_members_id_fk" FOREIGN KEY ("depositor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_resolver_id_operators_id_fk" FOREIGN KEY ("resolver_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_postings" ADD CONSTRAINT "payment_postings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_postings" ADD CONSTRAINT "payment_postings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_uq" ON "balance_adjustments" USING btree ("brand_id","request_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_queue_idx" ON "balance_adjustments" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_uq" ON "deposits" USING btree ("brand_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_uq" ON "deposits" USING btree ("brand_id","reference");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_queue_idx" ON "deposits" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_uq" ON "member_bank_accounts" USING btree ("member_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member_idx" ON "member_bank_accounts" USING btree ("brand_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_transfers_request_uq" ON "member_transfers" USING btree ("brand_id","from_member_id","request_id");--> statement-breakpoint
CREATE INDEX "payment_channels_brand_idx" ON "payment_channels" USING btree ("brand_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_confirmations_deposit_uq" ON "payment_confirmations" USING btree ("deposit_id") WHERE "payment_confirmations"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_confirmations_withdrawer_idx" ON "payment_confirmations" USING btree ("withdrawer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_withdrawal_idx" ON "payment_confirmations" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "payment_confirmations_status_idx" ON "payment_confirmations" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_auto_idx" ON "payment_confirmations" USING btree ("auto_receive_at") WHERE "payment_confirmations"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_postings_key_uq" ON "payment_postings" USING btree ("brand_id","kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_postings_owner_idx" ON "payment_postings" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "payment_postings_due_idx" ON "payment_postings" USING btree ("created_at") WHERE "payment_postings"."status" = 'due';--> statement-breakpoint
CREATE INDEX "payment_proofs_member_idx" ON "payment_proofs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_uq" ON "withdrawals" USING btree ("brand_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_uq" ON "withdrawals" USING btree ("brand_id","reference");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("brand_id","status","created_at");