import { Suspense } from "react";
import { CategoryPage } from "../../features/games/components/CategoryPage";
import { GameSkeletons } from "../../features/games/components/GameTiles";
import { lazyComponent } from "../lazy";

// The lottery pages' results and statistics load with their texts, after the games they sit under.
const LotteryInsights = lazyComponent(
  () =>
    import("../../features/lottery/components/CategoryInsights").then((module) => module.CategoryInsights),
  ["lottery"],
);

/** Game category routes of SPEC §2 (LOTT shares /elott). */
export const Elott = () => (
  <CategoryPage gameType="ELOTT">
    <Suspense fallback={null}>
      <LotteryInsights daily={false} />
    </Suspense>
  </CategoryPage>
);
/** /lottery: the same lottery vendors, the daily Vietnamese lotteries first. */
export const Lottery = () => (
  <CategoryPage gameType="LOTT">
    <Suspense fallback={null}>
      <LotteryInsights daily />
    </Suspense>
  </CategoryPage>
);
export const Rng = () => <CategoryPage gameType="RNG" />;
// The house vendor's live tables show as a lobby of table cards, loaded with their texts.
const LiveLobby = lazyComponent(
  () => import("../../features/live/components/LiveLobby").then((module) => module.LiveLobby),
  ["live"],
);
export const Live = () => (
  <CategoryPage
    gameType="LIVE"
    houseGames={
      <Suspense fallback={<GameSkeletons count={3} />}>
        <LiveLobby />
      </Suspense>
    }
  />
);
export const Fish = () => <CategoryPage gameType="FISH" />;
export const Pvp = () => <CategoryPage gameType="PVP" />;
export const Sports = () => <CategoryPage gameType="SPORTS" />;
export const CockFight = () => <CategoryPage gameType="COCKFIGHT" />;
export const Esports = () => <CategoryPage gameType="ESPORTS" />;
