CREATE TABLE "ledger_reconcile_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clean" boolean NOT NULL,
	"accounts_checked" integer NOT NULL,
	"drift_count" integer NOT NULL,
	"unbalanced_count" integer NOT NULL,
	"total_of_all_entries" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconcile_runs_at_idx" ON "ledger_reconcile_runs" USING btree ("ran_at");