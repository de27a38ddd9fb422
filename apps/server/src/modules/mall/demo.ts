import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import { memberByAccount } from "./exchanges.repository";
import { listGifts } from "./gifts.repository";
import type { MallService } from "./mall.service";

/** Demo points of fresh demo data: what each member starts the points mall with. */
const DEMO_POINTS = [
  { account: "demo01", points: 60_000n },
  { account: "player01", points: 12_000n },
];

/**
 * Fresh demo data only: the demo members' points, credited through rewards, and one exchange of
 * demo01 waiting in the back office's queue (placed as the site places it, after its checks).
 * Every step is keyed, so running it twice changes nothing.
 */
export function createDemoMall(platform: Platform, rewards: RewardsService, mall: MallService) {
  return async (): Promise<number> => {
    const brand = await platform.brands.byMerchant("lotus");
    if (!brand) return 0;
    let moves = 0;
    for (const demo of DEMO_POINTS) {
      const member = await memberByAccount(platform.db, brand.id, demo.account);
      if (!member) continue;
      await rewards.points.credit(brand, {
        memberId: member.id,
        amount: demo.points,
        kind: "reward",
        key: `demo-points:${member.id}`,
        reference: "welcome points",
      });
      moves += 1;
    }
    const demo01 = await memberByAccount(platform.db, brand.id, "demo01");
    const gift = (await listGifts(platform.db, brand.id, true)).find((row) => row.kind === "physical");
    if (demo01 && gift) {
      await mall.place(
        brand,
        demo01.id,
        {
          requestId: "demo-exchange",
          giftId: gift.id,
          quantity: 1,
          recipient: "Nguyen Van Demo",
          address: "12 Le Loi, Ben Nghe, District 1, Ho Chi Minh City",
          mobile: "+84 912000001",
        },
        brand.defaultLanguage,
      );
      moves += 1;
    }
    return moves;
  };
}
