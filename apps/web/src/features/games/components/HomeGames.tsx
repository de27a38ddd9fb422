import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { useGameActions } from "./GameTiles";
import { HotGames } from "./HotGames";
import { LobbyCategories } from "./LobbyCategories";
import { MemberGameRows } from "./MemberGameRows";
import { ProviderStrip } from "./ProviderStrip";
import { useHomeLanes } from "./use-home-lanes";
import { WinsFeed } from "./WinsFeed";

/**
 * The home page's games: category tiles, hot games, the live wins feed, the providers, the
 * member's favourites and recent games, the winners board.
 */
export function HomeGames() {
  const actions = useGameActions();
  const lanes = useHomeLanes();
  return (
    <>
      <LobbyCategories lanes={lanes} />
      <HotGames actions={actions} />
      <WinsFeed />
      <ProviderStrip lanes={lanes} />
      <MemberGameRows actions={actions} />
      <WinnersSlot />
    </>
  );
}

const WinnersBoard = lazy(() =>
  import("./WinnersBoard").then((module) => ({ default: module.WinnersBoard })),
);

/**
 * The winners board sits at the foot of the page: its code and its list load when the visitor
 * scrolls near it, not with the first screen. Until then an empty block keeps its place.
 */
function WinnersSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = <div ref={ref} className="game-section winners-slot" aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WinnersBoard />
    </Suspense>
  );
}
