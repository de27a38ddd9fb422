import { CONTRACT_INCOME_KIND_LIST, fromMinor } from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import * as depositPostings from "./deposit-postings.repository";
import type { Posting } from "./ledger";
import type { Ledger, PostResult } from "./ledger.service";
import * as turnoverRepo from "./turnover.repository";
import * as repo from "./wallet.repository";

const DAY_MS = 86_400_000;

/** Filters and page of an account record. */
interface RecordQuery {
  from?: string;
  to?: string;
  type?: string;
  page: number;
  pageSize: number;
}
/** The account record's type of a ledger kind: contract income shows as "commission". */
const recordType = (kind: string) => (CONTRACT_INCOME_KIND_LIST.includes(kind) ? "commission" : kind);
const kindsOfType = (type: string) => (type === "commission" ? [...CONTRACT_INCOME_KIND_LIST] : [type]);

/** Member wallet kinds on the ledger. */
export const WALLET_KINDS = { main: "main", held: "held" } as const;

/**
 * The member wallet over the ledger: balances, records, withdrawable amount, and the one way other
 * modules move money (`post`), which also tells the member's site to refetch.
 */
export function createWalletService(platform: Platform, ledger: Ledger) {
  const amount = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
  // The max bet of open bonus requirements is read on every bet: kept a few seconds, dropped here
  // when this node opens or closes a requirement.
  const maxBets = new LRUCache<string, { value: bigint | null }>({ max: 50_000, ttl: 5_000 });

  async function withdrawableMinor(brand: Brand, memberId: string) {
    const accounts = await repo.memberAccounts(platform.db, brand.id, memberId);
    const main = accounts.find((account) => account.kind === WALLET_KINDS.main)?.balance ?? 0n;
    const turnover = await repo.openTurnover(platform.db, brand.id, memberId);
    const free = main - turnover.locked;
    return { accounts, main, turnover, withdrawable: free > 0n ? free : 0n };
  }

  async function recordsOf(brand: Brand, memberIds: readonly string[], query: RecordQuery) {
    const accounts = await repo.accountsOfMembers(platform.db, brand.id, memberIds);
    const accountOf = new Map(accounts.map((account) => [account.id, account]));
    const { rows, total } = await repo.accountRecords(
      platform.db,
      {
        accountIds: accounts.map((account) => account.id),
        from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
        to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS) : undefined,
        kinds: query.type ? kindsOfType(query.type) : undefined,
      },
      query.page,
      query.pageSize,
    );
    return {
      list: rows.map((row) => ({
        id: row.id.toString(),
        memberId: accountOf.get(row.accountId)?.memberId ?? "",
        type: recordType(row.kind),
        amount: amount(brand, row.amount),
        balanceAfter: amount(brand, row.balanceAfter ?? 0n),
        wallet: (accountOf.get(row.accountId)?.kind ?? "main").toUpperCase(),
        reference: row.reference,
        time: row.createdAt.getTime(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return {
    ledger,

    account(brand: Brand, memberId: string, kind: string): Promise<bigint> {
      return ledger.account(brand.id, memberId, kind, brand.currency.code);
    },

    /** The accounts of a kind of many members (a batch of payouts), by member id. */
    accounts(brand: Brand, memberIds: readonly string[], kind: string): Promise<Map<string, bigint>> {
      return ledger.memberAccounts(brand.id, memberIds, kind, brand.currency.code);
    },

    houseAccount(brand: Brand, kind: string): Promise<bigint> {
      return ledger.account(brand.id, null, kind, brand.currency.code);
    },

    /** Posts and signals every member whose balance moved. */
    async post(posting: Posting, memberIds: readonly string[]): Promise<PostResult> {
      const result = await ledger.post(posting);
      if (!result.replayed) {
        await Promise.all(
          [...new Set(memberIds)].map((memberId) =>
            platform.realtime.publish(`member:${memberId}`, { type: "balance", at: platform.clock.now() }),
          ),
        );
      }
      return result;
    },

    withdrawableMinor,

    /** The member's main-wallet balance in minor units (vendors' balance calls read it). */
    async mainBalanceMinor(brand: Brand, memberId: string): Promise<bigint> {
      const accountId = await ledger.account(brand.id, memberId, WALLET_KINDS.main, brand.currency.code);
      return (await ledger.balances([accountId])).get(accountId) ?? 0n;
    },

    /** Valid bets of settled rounds count towards the member's open turnover requirements, oldest first. */
    async recordValidBet(
      brand: Brand,
      memberId: string,
      validBetMinor: bigint,
      gameType?: string,
    ): Promise<void> {
      if (validBetMinor <= 0n) return;
      // Most members have no open requirement: one read spares them the locking transaction.
      if (!(await repo.hasOpenTurnover(platform.database, brand.id, memberId))) return;
      await repo.addTurnover(
        platform.db,
        brand.id,
        memberId,
        validBetMinor,
        gameType,
        new Date(platform.clock.now()),
      );
    },

    /** recordValidBet for many settled rounds: one read finds the members with an open requirement. */
    async recordValidBets(
      brand: Brand,
      bets: readonly { memberId: string; validBetMinor: bigint; gameType?: string }[],
    ) {
      const positive = bets.filter((bet) => bet.validBetMinor > 0n);
      const open = await repo.membersWithOpenTurnover(platform.database, brand.id, [
        ...new Set(positive.map((bet) => bet.memberId)),
      ]);
      const at = new Date(platform.clock.now());
      for (const bet of positive)
        if (open.has(bet.memberId))
          await repo.addTurnover(platform.db, brand.id, bet.memberId, bet.validBetMinor, bet.gameType, at);
    },

    /** Credited deposits as posted (kind deposit), for modules that react to them past a watermark. */
    deposits: {
      since(brand: Brand, afterId: bigint, until: Date, limit: number) {
        return depositPostings.depositPostingsSince(platform.db, brand.id, afterId, until, limit);
      },
      firstIds(brand: Brand, memberIds: readonly string[]) {
        return depositPostings.firstDepositIds(platform.db, brand.id, memberIds);
      },
    },

    /** Bonus turnover requirements (rollover): opened by rewards, read by the bonus details page. */
    turnover: {
      async open(input: turnoverRepo.NewRequirement): Promise<string> {
        const id = await turnoverRepo.openRequirement(platform.db, input);
        maxBets.delete(`${input.brandId}:${input.memberId}`);
        return id;
      },
      list(brand: Brand, memberId: string, limit = 50) {
        return turnoverRepo.requirementsOf(platform.db, brand.id, memberId, limit);
      },
      expired(limit: number) {
        return turnoverRepo.expiredRequirements(platform.db, new Date(platform.clock.now()), limit);
      },
      async close(brandId: string, memberId: string, id: string, outcome: "expired" | "forfeited") {
        maxBets.delete(`${brandId}:${memberId}`);
        return turnoverRepo.closeRequirement(platform.db, id, outcome, new Date(platform.clock.now()));
      },
      /** The largest bet the member may place while a bonus rollover runs (null: no limit). */
      async maxBet(brand: Brand, memberId: string): Promise<bigint | null> {
        const key = `${brand.id}:${memberId}`;
        const cached = maxBets.get(key);
        if (cached) return cached.value;
        const value = await turnoverRepo.maxBetOf(platform.database, brand.id, memberId);
        maxBets.set(key, { value });
        return value;
      },
    },

    /** Main-wallet balances of many members in minor units, by member id. */
    async mainBalancesMinor(brand: Brand, memberIds: readonly string[]): Promise<Map<string, bigint>> {
      const unique = [...new Set(memberIds)];
      const accountIds = await Promise.all(
        unique.map((memberId) => ledger.account(brand.id, memberId, WALLET_KINDS.main, brand.currency.code)),
      );
      const balances = await ledger.balances(accountIds);
      return new Map(
        unique.map((memberId, index) => [memberId, balances.get(accountIds[index] ?? 0n) ?? 0n]),
      );
    },

    async balance(brand: Brand, memberId: string) {
      const { accounts, main, turnover, withdrawable } = await withdrawableMinor(brand, memberId);
      const held = accounts.find((account) => account.kind === WALLET_KINDS.held)?.balance ?? 0n;
      const vendorWallets = accounts.filter((account) => account.kind.startsWith("vendor:"));
      const spendable = main + vendorWallets.reduce((sum, account) => sum + account.balance, 0n);
      return {
        sumBalance: amount(brand, spendable),
        currency: brand.currency.code,
        currencySymbol: brand.currency.symbol,
        wallets: [
          { code: "MAIN", name: "Main wallet", availBalance: amount(brand, main) },
          ...vendorWallets.map((account) => ({
            code: account.kind.slice("vendor:".length),
            name: account.kind.slice("vendor:".length),
            availBalance: amount(brand, account.balance),
          })),
        ],
        held: amount(brand, held),
        withdrawable: amount(brand, withdrawable),
        turnover: { required: amount(brand, turnover.required), achieved: amount(brand, turnover.achieved) },
      };
    },

    /** The member's account record. */
    records(brand: Brand, memberId: string, query: RecordQuery) {
      return recordsOf(brand, [memberId], query);
    },

    /** The account records of a set of members (an agent's team), newest first; rows name their member. */
    teamRecords(brand: Brand, memberIds: readonly string[], query: RecordQuery) {
      return recordsOf(brand, memberIds, query);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
