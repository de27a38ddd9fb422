import { CategoryPage } from "../../features/games/components/CategoryPage";
import { GameAreaPage } from "../../features/games/components/GameAreaPage";
import { GamePage } from "../../features/games/components/GamePage";

/** Game category routes of SPEC §2 (LOTT shares /elott). */
export const Elott = () => <CategoryPage gameType="ELOTT" />;
export const Rng = () => <CategoryPage gameType="RNG" />;
export const Live = () => <CategoryPage gameType="LIVE" />;
export const Fish = () => <CategoryPage gameType="FISH" />;
export const Pvp = () => <CategoryPage gameType="PVP" />;
export const Sports = () => <CategoryPage gameType="SPORTS" />;
export const CockFight = () => <CategoryPage gameType="COCKFIGHT" />;
export const Esports = () => <CategoryPage gameType="ESPORTS" />;

/** Header-only game screens. */
export const Lottery = () => <GameAreaPage area="lottery" />;
export const VnLottery = () => <GameAreaPage area="vnlottery" />;
export const Seamless = () => <GameAreaPage area="seamless" />;
export const Game = GamePage;
