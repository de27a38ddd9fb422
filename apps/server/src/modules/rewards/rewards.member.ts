import { fromMinor, type Language, type RewardSourceName, type RewardStatus } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import * as grants from "./grants.repository";
import type { RewardsService } from "./rewards.service";
import { rewardView, titleIn } from "./views";

/** The member's side: the reward centre and the bonus details (turnover still needed). */
export function createMemberRewards(platform: Platform, wallet: WalletService, rewards: RewardsService) {
  return {
    async centre(
      brand: Brand,
      memberId: string,
      language: Language,
      query: { status?: RewardStatus; source?: RewardSourceName; page: number; pageSize: number },
    ) {
      const [page, waiting] = await Promise.all([
        rewards.list(
          {
            brandId: brand.id,
            memberId,
            statuses: query.status ? [query.status] : undefined,
            source: query.source,
          },
          query.page,
          query.pageSize,
        ),
        rewards.waitingCount(brand, memberId),
      ]);
      // Rewards to claim come first on the first page whatever the filter's order.
      const list = page.rows.map(({ grant }) => rewardView(brand, grant, language));
      list.sort((a, b) => Number(b.status === "waiting") - Number(a.status === "waiting"));
      return { waiting, list, total: page.total, page: query.page, pageSize: query.pageSize };
    },

    async claim(brand: Brand, memberId: string, id: string, language: Language) {
      return rewardView(brand, await rewards.claim(brand, memberId, id), language);
    },

    /** Claims every waiting reward; one that another claim took meanwhile is skipped. */
    async claimAll(brand: Brand, memberId: string) {
      const waiting = await grants.listGrants(
        platform.db,
        { brandId: brand.id, memberId, statuses: ["waiting"] },
        1,
        200,
      );
      let claimed = 0;
      let cash = 0n;
      let points = 0n;
      for (const { grant } of waiting.rows) {
        const paid = await rewards.claim(brand, memberId, grant.id).catch(() => undefined);
        if (paid?.status !== "paid") continue;
        claimed += 1;
        cash += paid.cash;
        points += paid.points;
      }
      return { claimed, cash: fromMinor(cash, brand.currency.minorDigits), points: Number(points) };
    },

    async bonusDetails(brand: Brand, memberId: string, language: Language) {
      const money = (value: bigint) => fromMinor(value, brand.currency.minorDigits);
      const [requirements, funds, maxBet] = await Promise.all([
        wallet.turnover.list(brand, memberId),
        wallet.withdrawableMinor(brand, memberId),
        wallet.turnover.maxBet(brand, memberId),
      ]);
      const titles = new Map<string, Record<string, string>>();
      for (const requirement of requirements)
        if (requirement.grantId) {
          const grant = await rewards.grantById(brand, requirement.grantId);
          if (grant) titles.set(requirement.grantId, grant.title);
        }
      let remaining = 0n;
      const list = requirements.map((requirement) => {
        const left = requirement.clearedAt ? 0n : requirement.required - requirement.achieved;
        remaining += left > 0n ? left : 0n;
        const title = requirement.grantId ? titles.get(requirement.grantId) : undefined;
        return {
          id: requirement.id,
          source: requirement.source,
          title: title ? titleIn(title, language, brand) : requirement.source,
          locked: money(requirement.locked),
          required: money(requirement.required),
          achieved: money(requirement.achieved),
          remaining: money(left > 0n ? left : 0n),
          weights: requirement.weights ?? {},
          maxBet: requirement.maxBet === null ? null : money(requirement.maxBet),
          createdAt: requirement.createdAt.getTime(),
          expiresAt: requirement.expiresAt?.getTime() ?? null,
          clearedAt: requirement.clearedAt?.getTime() ?? null,
          outcome: (requirement.outcome as "met" | "expired" | null) ?? null,
        };
      });
      return {
        remaining: money(remaining),
        locked: money(funds.turnover.locked),
        withdrawable: money(funds.withdrawable),
        maxBet: maxBet === null ? null : money(maxBet),
        list,
      };
    },
  };
}

export type MemberRewards = ReturnType<typeof createMemberRewards>;
