import { Suspense } from "react";
import { useLocation } from "react-router";
import { readLiveFair } from "../../features/live/model/fair";
import { readLotteryFair } from "../../features/lottery/model/ticket-detail";
import { FairPage } from "../../features/slots/components/FairPage";
import { lazyComponent } from "../lazy";

// A lottery period's check loads with the lottery texts, only when the address names one.
const LotteryVerifyPage = lazyComponent(
  () =>
    import("../../features/lottery/components/LotteryVerifyPage").then((module) => module.LotteryVerifyPage),
  ["lottery"],
);

// The live tables' check loads with the live texts: under the slots' check, or alone when the
// address names a table's round.
const LiveVerify = lazyComponent(
  () => import("../../features/live/components/LiveVerify").then((module) => module.LiveVerify),
  ["live"],
);

/**
 * /fair: a house slot spin's check (its seeds and nonce in the address) with the live tables' check
 * under it, a fast-lottery period's (`?lottery=<game>&period=<period>`, linked from a ticket in the
 * betting record), or a live table's round (`?live=<table>&round=<n>`).
 */
export function Component() {
  const search = useLocation().search;
  const lottery = readLotteryFair(search);
  if (lottery) return <LotteryVerifyPage game={lottery.game} period={lottery.period} />;
  if (readLiveFair(search))
    return (
      <Suspense fallback={null}>
        <LiveVerify standalone />
      </Suspense>
    );
  return (
    <>
      <FairPage />
      <Suspense fallback={null}>
        <div className="page live-verify-under">
          <LiveVerify />
        </div>
      </Suspense>
    </>
  );
}
