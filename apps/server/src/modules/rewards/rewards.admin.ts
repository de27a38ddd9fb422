import type { Language, RewardSourceName, RewardStatus } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/operator-context";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import * as grants from "./grants.repository";
import type { RewardsService } from "./rewards.service";
import { grantAdminView } from "./views";

type Who = { operator: OperatorContext; ip: string };

/** The back office's rewards: every grant, and the approval of those above the brand's threshold. */
export function createRewardsAdmin(platform: Platform, rewards: RewardsService) {
  async function accountOf(memberId: string) {
    return (await grants.accountOf(platform.db, memberId)) ?? "";
  }

  return {
    async list(
      brand: Brand,
      language: Language,
      query: {
        status?: RewardStatus;
        source?: RewardSourceName;
        account?: string;
        page: number;
        pageSize: number;
      },
    ) {
      let memberId: string | undefined;
      if (query.account) {
        memberId = await grants.memberIdOf(platform.db, brand.id, query.account);
        if (!memberId) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
      }
      const { rows, total } = await rewards.list(
        {
          brandId: brand.id,
          memberId,
          statuses: query.status ? [query.status] : undefined,
          source: query.source,
        },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map(({ grant, account }) => grantAdminView(brand, grant, account, language)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Approves (audited in the same transaction), then pays; a crash between is finished by the upkeep job. */
    async approve(brand: Brand, who: Who, id: string, language: Language) {
      const approved = await platform.db.transaction(async (tx) => {
        const grant = await rewards.approve(brand, id, who.operator.operatorId, tx);
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "rewards.approve",
          targetType: "reward",
          targetId: id,
          after: { cash: grant.cash.toString(), source: grant.source, memberId: grant.memberId },
        });
        return grant;
      });
      const paid = await rewards.pay(brand, approved);
      return grantAdminView(brand, paid, await accountOf(paid.memberId), language);
    },

    async reject(brand: Brand, who: Who, id: string, reason: string, language: Language) {
      const rejected = await platform.db.transaction(async (tx) => {
        const grant = await rewards.reject(brand, id, who.operator.operatorId, reason, tx);
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "rewards.reject",
          targetType: "reward",
          targetId: id,
          reason,
        });
        return grant;
      });
      if (!rejected) throw new AppError("reward.not_found");
      return grantAdminView(brand, rejected, await accountOf(rejected.memberId), language);
    },
  };
}

export type RewardsAdmin = ReturnType<typeof createRewardsAdmin>;
