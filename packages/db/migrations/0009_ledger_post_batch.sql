-- Group commit of ledger postings (docs/adr/0001, "batching"): the ledger sends the single-member
-- postings waiting at the same moment in ONE call, so they share one round trip and one commit.
--
-- Each posting does what the one-statement posting of 0003 does, in the same order of effects: the
-- member balance update, the transaction row (ON CONFLICT on the idempotency key does nothing), the
-- entries with the member's balance after. The expected refusals are answered per posting without
-- failing the call, so one posting never fails the others:
--   'posted'       the money moved; r_balances = member balances after ("account:balance,…");
--   'replayed'     the key exists with the same content hash: the original transaction, nothing moved;
--   'conflict'     the key exists with another content hash: nothing moved;
--   'insufficient' a member balance would go below zero and the key is unused: nothing moved.
-- The common path takes no subtransaction: the balance update is conditional (balance + amount >=
-- 0), so the CHECK constraint stays a backstop that never fires. Only a refusal pays for one: to
-- tell 'insufficient' from a replay exactly as the single statement did (ON CONFLICT waits for a
-- concurrent writer of the same key), the key is probed with the real insert inside BEGIN …
-- EXCEPTION and rolled back. A key taken between the balance update and the transaction insert
-- (a concurrent writer committed it) undoes the update on the row this transaction holds locked.
-- Any other error (unknown account, deadlock) fails the call: the ledger then sends each posting
-- of that batch alone, so the error reaches its own caller only.
--
-- Postings are parallel arrays (one element per posting, p_*); their legs are flattened arrays in
-- posting order (l_*), p_leg_count telling how many legs each posting has. One result row per
-- posting, in input order (r_index is 1-based).
CREATE OR REPLACE FUNCTION ledger_post_batch(
  p_brand uuid[],
  p_kind text[],
  p_key text[],
  p_hash text[],
  p_member uuid[],
  p_reference text[],
  p_metadata jsonb[],
  p_leg_count integer[],
  l_account bigint[],
  l_amount bigint[],
  l_member boolean[]
) RETURNS TABLE (
  r_index integer,
  r_status text,
  r_transaction_id bigint,
  r_balances text
) LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := coalesce(array_length(p_key, 1), 0);
  v_from integer := 1;
  v_to integer;
  v_after bigint[];
  v_balance bigint;
  v_balances text;
  v_refused boolean;
  v_probe_inserted boolean;
  v_tx bigint;
  v_created timestamptz;
  v_hash text;
BEGIN
  FOR i IN 1 .. v_count LOOP
    v_to := v_from + p_leg_count[i] - 1;
    r_index := i;
    r_status := NULL;
    r_transaction_id := NULL;
    r_balances := NULL;
    v_after := '{}';
    v_balances := '';
    v_refused := false;
    v_tx := NULL;

    -- 1. Member balances, never below zero (rows locked until commit, in the caller's order).
    FOR j IN v_from .. v_to LOOP
      IF l_member[j] THEN
        UPDATE ledger_accounts SET balance = balance + l_amount[j]
        WHERE id = l_account[j] AND balance + l_amount[j] >= 0
        RETURNING balance INTO v_balance;
        IF NOT FOUND THEN
          IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = l_account[j]) THEN
            RAISE EXCEPTION 'ledger account % does not exist', l_account[j] USING ERRCODE = 'foreign_key_violation';
          END IF;
          v_refused := true;
          EXIT;
        END IF;
        v_after := array_append(v_after, v_balance);
        v_balances := v_balances || CASE WHEN v_balances = '' THEN '' ELSE ',' END || l_account[j]::text || ':' || v_balance::text;
      ELSE
        v_after := array_append(v_after, NULL::bigint);
      END IF;
    END LOOP;

    -- 2. The transaction row under its idempotency key.
    IF NOT v_refused THEN
      INSERT INTO ledger_transactions (brand_id, kind, idempotency_key, content_hash, member_id, reference, metadata)
      VALUES (p_brand[i], p_kind[i], p_key[i], p_hash[i], p_member[i], p_reference[i], coalesce(p_metadata[i], '{}'::jsonb))
      ON CONFLICT (brand_id, kind, idempotency_key) DO NOTHING
      RETURNING id, created_at INTO v_tx, v_created;
      IF v_tx IS NULL THEN
        -- The key is taken: undo the balance updates made above (this transaction holds the rows).
        FOR j IN v_from .. v_to LOOP
          EXIT WHEN j - v_from + 1 > coalesce(array_length(v_after, 1), 0);
          IF l_member[j] THEN
            UPDATE ledger_accounts SET balance = balance - l_amount[j] WHERE id = l_account[j];
          END IF;
        END LOOP;
      END IF;
    ELSE
      -- Undo the member legs already applied before the refused one (postings with several).
      FOR j IN v_from .. v_to LOOP
        EXIT WHEN j - v_from + 1 > coalesce(array_length(v_after, 1), 0);
        IF l_member[j] THEN
          UPDATE ledger_accounts SET balance = balance - l_amount[j] WHERE id = l_account[j];
        END IF;
      END LOOP;
      -- Is the key free (→ insufficient) or taken (→ replay/conflict)? The real insert waits for a
      -- concurrent writer of the key like the posting would; a successful probe is rolled back.
      v_probe_inserted := false;
      BEGIN
        INSERT INTO ledger_transactions (brand_id, kind, idempotency_key, content_hash, member_id, reference, metadata)
        VALUES (p_brand[i], p_kind[i], p_key[i], p_hash[i], p_member[i], p_reference[i], '{}'::jsonb)
        ON CONFLICT (brand_id, kind, idempotency_key) DO NOTHING
        RETURNING true INTO v_probe_inserted;
        IF v_probe_inserted THEN
          RAISE EXCEPTION 'ledger probe' USING ERRCODE = 'LP001';
        END IF;
      EXCEPTION WHEN SQLSTATE 'LP001' THEN
        NULL;
      END;
      IF v_probe_inserted THEN
        r_status := 'insufficient';
      END IF;
    END IF;

    IF v_tx IS NOT NULL THEN
      -- 3. The entries, the member legs with their balance after.
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      SELECT v_tx, l.account_id, l.amount, l.balance_after, v_created
      FROM unnest(l_account[v_from:v_to], l_amount[v_from:v_to], v_after) AS l(account_id, amount, balance_after);
      r_balances := v_balances;
      r_status := 'posted';
      r_transaction_id := v_tx;
    ELSIF r_status IS NULL THEN
      -- 4. The key existed: the original posting, or a conflict when the content differs.
      SELECT t.id, t.content_hash INTO v_tx, v_hash
      FROM ledger_transactions t
      WHERE t.brand_id = p_brand[i] AND t.kind = p_kind[i] AND t.idempotency_key = p_key[i];
      IF v_tx IS NULL THEN
        r_status := 'retry'; -- its writer rolled back after all: the caller tries again
      ELSIF v_hash <> p_hash[i] THEN
        r_status := 'conflict';
      ELSE
        SELECT coalesce(string_agg(e.account_id::text || ':' || e.balance_after::text, ','), '')
        INTO r_balances
        FROM ledger_entries e WHERE e.transaction_id = v_tx AND e.balance_after IS NOT NULL;
        r_status := 'replayed';
        r_transaction_id := v_tx;
      END IF;
    END IF;

    RETURN NEXT;
    v_from := v_to + 1;
  END LOOP;
END;
$$;
