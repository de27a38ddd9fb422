import { GameAreaPage } from "../../features/games/components/GameAreaPage";
import { GamePage } from "../../features/games/components/GamePage";

/**
 * Header-only game screens. Their own chunk, not the lobby file: the home and category pages do
 * not draw them, so the first screen does not download them (issue #10).
 */
export const Lottery = () => <GameAreaPage area="lottery" />;
export const VnLottery = () => <GameAreaPage area="vnlottery" />;
export const Seamless = () => <GameAreaPage area="seamless" />;
export const Game = GamePage;
