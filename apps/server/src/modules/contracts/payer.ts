import { CONTRACT_INCOME_KINDS, type ContractType } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { WALLET_KINDS, type WalletService } from "../wallet";
import * as repo from "./settlements.repository";

/** Ledger kinds of contract income (fixed: the agent centre's income pages read them). */
export const INCOME_KINDS: Record<ContractType, string> = CONTRACT_INCOME_KINDS;
export const CORRECTION_KIND = CONTRACT_INCOME_KINDS.correction;
/** The house account contract income is paid from. */
export const CONTRACTS_HOUSE = "agent_contracts";

export interface PayHooks {
  /** Called after a row's posting, before it is marked paid; a throw here is a crash half-way through a run. */
  afterPosting?(row: repo.SettlementRow): void | Promise<void>;
}

const BATCH = 500;
const IN_FLIGHT = 200;
const ACCOUNTS_AT_ONCE = 5_000;

/**
 * Pays settlement rows through the wallet: house → the agent's main account (a negative correction
 * the other way). The idempotency key is the row's id, so a row paid twice — two workers, or a
 * retry after a crash between posting and marking — moves its money once.
 */
export function createPayer(platform: Platform, wallet: WalletService, hooks: PayHooks = {}) {
  const now = () => new Date(platform.clock.now());

  /** Posts a row's money (a replay when it already moved); undefined when the agent cannot cover a claw-back. */
  async function post(
    brand: Brand,
    row: repo.SettlementRow,
    agentAccount?: bigint,
  ): Promise<{ id: string; transactionId: bigint } | undefined> {
    const house = await wallet.houseAccount(brand, CONTRACTS_HOUSE);
    const member = agentAccount ?? (await wallet.account(brand, row.agentId, WALLET_KINDS.main));
    try {
      const result = await wallet.post(
        {
          brandId: brand.id,
          kind: row.kind === "correction" ? CORRECTION_KIND : INCOME_KINDS[row.type as ContractType],
          idempotencyKey: `contract-settlement:${row.id}`,
          memberId: row.agentId,
          reference: `CS${row.id.slice(0, 8).toUpperCase()}`,
          metadata: { settlementId: row.id, contractId: row.contractId, version: row.version },
          legs: [
            { accountId: house, amount: -row.amount, member: false },
            { accountId: member, amount: row.amount, member: true },
          ],
        },
        [row.agentId],
      );
      await hooks.afterPosting?.(row);
      return { id: row.id, transactionId: result.transactionId };
    } catch (error) {
      // A claw-back larger than the agent's balance cannot be taken: it is refused and shown.
      if (error instanceof AppError && error.code === "wallet.insufficient_funds") {
        await repo.moveSettlement(platform.db, row.id, "pending", {
          status: "rejected",
          decisionReason: "insufficient_funds",
        });
        return undefined;
      }
      throw error;
    }
  }

  return {
    /** Pays one row now (an approval). */
    async payOne(brand: Brand, row: repo.SettlementRow): Promise<boolean> {
      const paid = await post(brand, row);
      if (paid) await repo.markPaid(platform.db, [paid], now());
      return paid !== undefined;
    },

    /** Pays every unpaid row of the brand, many postings in flight at once (the ledger batches them). */
    async payUnpaid(brand: Brand): Promise<number> {
      // Every payee's main account first, a few statements for the whole run rather than up to three
      // per posting; the slices below then find them cached.
      const agents = await repo.unpaidAgents(platform.db, brand.id);
      for (let i = 0; i < agents.length; i += ACCOUNTS_AT_ONCE)
        await wallet.accounts(brand, agents.slice(i, i + ACCOUNTS_AT_ONCE), WALLET_KINDS.main);
      let paid = 0;
      for (;;) {
        const rows = await repo.unpaidSettlements(platform.db, brand.id, BATCH);
        if (rows.length === 0) return paid;
        for (let i = 0; i < rows.length; i += IN_FLIGHT) {
          // Every posting of the slice finishes and the posted ones are marked before a failure is
          // raised: a row whose money moved but was not marked is replayed by the next tick.
          const slice = rows.slice(i, i + IN_FLIGHT);
          const accounts = await wallet.accounts(
            brand,
            slice.map((row) => row.agentId),
            WALLET_KINDS.main,
          );
          const results = await Promise.allSettled(
            slice.map((row) => post(brand, row, accounts.get(row.agentId))),
          );
          const posted = results.flatMap((result) =>
            result.status === "fulfilled" && result.value ? [result.value] : [],
          );
          await repo.markPaid(platform.db, posted, now());
          paid += posted.length;
          const failed = results.find((result) => result.status === "rejected");
          if (failed) throw failed.reason;
        }
        if (rows.length < BATCH) return paid;
      }
    },
  };
}
