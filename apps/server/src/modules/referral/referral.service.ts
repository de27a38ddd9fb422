import { randomInt } from "node:crypto";
import { ACCOUNT_TYPES, fromMinor, toMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { uniqueViolation } from "../accounts";
import type { RewardInput, RewardsService } from "../rewards";
import { memberDeposits } from "../wallet";
import * as repo from "./referral.repository";

/** Codes without look-alike characters (the agent centre's invitation codes use the same). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A friend's login as the inviter sees it: the first two and the last character. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** The member side of invite friends: the member's code and link, friends, and what they earned. */
export function createReferralService(platform: Platform, rewards: RewardsService) {
  const { db } = platform;

  /** The member's `affiliate_code` (the agents' invitation code), given on first ask. */
  async function codeOf(brand: Brand, memberId: string): Promise<string> {
    const member = await repo.memberCode(db, brand.id, memberId);
    if (!member || member.accountType === ACCOUNT_TYPES.trial) throw new AppError("referral.unavailable");
    let code = member.code;
    for (let attempt = 0; !code && attempt < 6; attempt++) {
      const candidate = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
        "",
      );
      // Another member taking the same code at the same moment breaks the unique index: try another.
      code = await repo.claimCode(db, brand.id, memberId, candidate).catch((error) => {
        if (uniqueViolation(error) === undefined) throw error;
        return null;
      });
      // A concurrent first ask of the same member gave it one already.
      code ??= (await repo.memberCode(db, brand.id, memberId))?.code ?? null;
    }
    if (!code) throw new Error("no free invitation code");
    return code;
  }

  return {
    async info(brand: Brand, memberId: string) {
      const code = await codeOf(brand, memberId);
      const rule = brand.settings.rewards.referral;
      const totals = await repo.referrerTotals(db, brand.id, memberId);
      return {
        code,
        registerPath: `/register?referralCode=${encodeURIComponent(code)}`,
        rule,
        invitees: totals.invitees,
        depositors: totals.depositors,
        earned: fromMinor(totals.earned, brand.currency.minorDigits),
      };
    },

    async invitees(brand: Brand, memberId: string, page: { page: number; pageSize: number }) {
      const { rows, total } = await repo.friendsOf(db, brand.id, memberId, page);
      const ids = rows.map((row) => row.id);
      const until = new Date(platform.clock.now() + 1);
      const [deposits, play] = await Promise.all([
        memberDeposits(db, brand.id, new Date(0), until, ids),
        ids.length ? rewards.validTurnover(brand, new Date(0), until, ids) : Promise.resolve([]),
      ]);
      const turnover = new Map<string, bigint>();
      for (const row of play) turnover.set(row.memberId, (turnover.get(row.memberId) ?? 0n) + row.validBet);
      const digits = brand.currency.minorDigits;
      return {
        list: rows.map((row) => ({
          account: maskAccount(row.account),
          joinedAt: row.createdAt.getTime(),
          firstDeposit: deposits.has(row.id),
          turnover: fromMinor(turnover.get(row.id) ?? 0n, digits),
          earned: fromMinor(row.earned, digits),
        })),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    async report(brand: Brand, query: { account?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.referrerReport(db, brand.id, query);
      return {
        list: rows.map((row) => ({
          ...row,
          earned: fromMinor(row.earned, brand.currency.minorDigits),
          lastJoinedAt: row.lastJoinedAt.getTime(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;

/** The grant of a recorded referral reward (cash to the referrer, with the rule's turnover). */
export function referralGrant(
  brand: Brand,
  reward: { referrerId: string; inviteeId: string; kind: string; rewardKey: string; amount: bigint },
  friend: string,
  day?: string,
): RewardInput {
  const multiple = brand.settings.rewards.referral.turnoverMultiple;
  const title =
    reward.kind === "first_deposit"
      ? { EN: `Friend ${friend} made a first deposit`, VI: `Bạn bè ${friend} đã nạp tiền lần đầu` }
      : {
          EN: `Friend ${friend}'s turnover on ${day ?? ""}`,
          VI: `Doanh thu của bạn bè ${friend} ngày ${day ?? ""}`,
        };
  return {
    memberId: reward.referrerId,
    source: "referral",
    sourceId: reward.inviteeId,
    key: `referral:${reward.rewardKey}`,
    title,
    cash: reward.amount,
    ...(multiple > 0 ? { turnover: { required: reward.amount * BigInt(multiple) } } : {}),
    claim: "auto",
  };
}

/** The rule's amounts in minor units. */
export function referralRule(brand: Brand) {
  const rule = brand.settings.rewards.referral;
  const digits = brand.currency.minorDigits;
  return {
    enabled: rule.enabled,
    firstDepositReward: toMinor(rule.firstDepositReward.toFixed(digits), digits),
    minDeposit: toMinor(rule.minDeposit.toFixed(digits), digits),
    turnoverRateBp: BigInt(rule.turnoverRateBp),
  };
}
