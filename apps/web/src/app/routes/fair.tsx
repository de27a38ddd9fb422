import { useLocation } from "react-router";
import { readLotteryFair } from "../../features/lottery/model/ticket-detail";
import { FairPage } from "../../features/slots/components/FairPage";
import { lazyComponent } from "../lazy";

// A lottery period's check loads with the lottery texts, only when the address names one.
const LotteryVerifyPage = lazyComponent(
  () =>
    import("../../features/lottery/components/LotteryVerifyPage").then((module) => module.LotteryVerifyPage),
  ["lottery"],
);

/**
 * /fair: a house slot spin's check (its seeds and nonce in the address), or a fast-lottery
 * period's (`?lottery=<game>&period=<period>`, linked from a ticket in the betting record).
 */
export function Component() {
  const lottery = readLotteryFair(useLocation().search);
  return lottery ? <LotteryVerifyPage game={lottery.game} period={lottery.period} /> : <FairPage />;
}
