import { useGameActions } from "./GameTiles";
import { HotGames } from "./HotGames";
import { LobbyCategories } from "./LobbyCategories";
import { MemberGameRows } from "./MemberGameRows";
import { ProviderStrip } from "./ProviderStrip";
import { useHomeLanes } from "./use-home-lanes";
import { WinnersBoard } from "./WinnersBoard";
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
      <WinnersBoard />
    </>
  );
}
