import { useGameActions } from "./GameTiles";
import { HotGames } from "./HotGames";
import { MemberGameRows } from "./MemberGameRows";
import { WinnersBoard } from "./WinnersBoard";

/** The home page's games: hot games, the member's favourites and recent games, the winners board. */
export function HomeGames() {
  const actions = useGameActions();
  return (
    <>
      <HotGames actions={actions} />
      <MemberGameRows actions={actions} />
      <WinnersBoard />
    </>
  );
}
